/**
 * The documents namespace (`useTranslation(DOCUMENTS_NS)`): the printed letterhead and signature
 * footer every report shares, in its own files so edits do not collide with other features'.
 */
import { registerNamespace } from '../../lib/i18n-namespace';
import en from '../../locales/en/documents.json';
import ptBR from '../../locales/pt-BR/documents.json';

export const DOCUMENTS_NS = registerNamespace('documents', { en, 'pt-BR': ptBR });
