/** The devices feature's strings (namespace "devices"). */
import { registerNamespace } from '../../lib/i18n-namespace';
import en from '../../locales/en/devices.json';
import ptBR from '../../locales/pt-BR/devices.json';

export const DEVICES_NS = registerNamespace('devices', { en, 'pt-BR': ptBR });
