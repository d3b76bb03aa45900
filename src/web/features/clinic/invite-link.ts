/** The link an invitation is shared by: opening it signs in or up, then joins (/invite/:id). */
import { paths } from '../../lib/paths';

export const inviteLink = (invitationId: string, origin = window.location.origin): string =>
  `${origin}${paths.invite(invitationId)}`;
