/** The chart namespace (`useChartTranslation`), in its own files; added on first use. */
import { useNamespaceTranslation } from '../../lib/use-namespace-translation';
import en from '../../locales/en/chart.json';
import ptBR from '../../locales/pt-BR/chart.json';

export const CHART_NS = 'chart';

export const useChartTranslation = () => useNamespaceTranslation(CHART_NS, { en, 'pt-BR': ptBR });
