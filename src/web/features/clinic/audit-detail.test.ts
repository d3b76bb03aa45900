import { describe, expect, it } from 'vitest';
import { detailInWords } from './audit-detail';

const roleName = (role: string) => ({ viewer: 'Somente leitura', member: 'Membro' })[role] ?? role;

describe('an audit detail in words', () => {
  it('names the role of an invitation, a joining and a role change', () => {
    expect(detailInWords('clinic.invite', 'rita@clinic.org viewer', roleName)).toBe(
      'rita@clinic.org Somente leitura',
    );
    expect(detailInWords('clinic.invite-accept', 'member', roleName)).toBe('Membro');
    expect(detailInWords('clinic.role-change', 'a@b.c member', roleName)).toBe('a@b.c Membro');
  });

  it("leaves a clinic's name and anything not ending in a role as it is", () => {
    expect(detailInWords('clinic.rename', 'Clínica viewer', roleName)).toBe('Clínica viewer');
    expect(detailInWords('clinic.invite', 'rita@clinic.org chief', roleName)).toBe(
      'rita@clinic.org chief',
    );
    expect(detailInWords('clinic.member-remove', 'rita@clinic.org', roleName)).toBe(
      'rita@clinic.org',
    );
  });
});
