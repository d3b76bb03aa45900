/** The recording feature's strings (namespace "recording"). */
import { registerNamespace } from '../../lib/i18n-namespace';
import en from '../../locales/en/recording.json';
import ptBR from '../../locales/pt-BR/recording.json';

export const RECORDING_NS = registerNamespace('recording', { en, 'pt-BR': ptBR });
