/**
 * The alarms feature's strings (namespace "alarms"): the live banner's words. The reasons
 * ("above target (131 > 126 bpm)") are results' own, so the banner, chart and report agree.
 */
import { registerNamespace } from '../../lib/i18n-namespace';
import en from '../../locales/en/alarms.json';
import ptBR from '../../locales/pt-BR/alarms.json';

export const ALARMS_NS = registerNamespace('alarms', { en, 'pt-BR': ptBR });
