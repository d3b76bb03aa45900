/** Strings of the start target (namespace "targets"): the recording, a class and Settings use them. */
import { registerNamespace } from '../../lib/i18n-namespace';
import en from '../../locales/en/targets.json';
import ptBR from '../../locales/pt-BR/targets.json';

export const TARGETS_NS = registerNamespace('targets', { en, 'pt-BR': ptBR });
