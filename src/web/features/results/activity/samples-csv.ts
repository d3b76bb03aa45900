/**
 * A session's samples as CSV, one row per sample, for spreadsheets and research tools.
 * RFC 4180: comma-separated, CRLF line ends, fields quoted only when needed. Numbers keep a dot
 * decimal whatever the language, so every tool parses them alike.
 */
import {
  SAMPLE_CHANNELS,
  type SampleChannel,
  type Samples,
} from '../../../../common/schemas/activity';

export type CsvColumn = 'time' | 'offsetS' | SampleChannel;

/** The columns a session's CSV holds: time and offset always, then each channel recorded. */
export function csvColumns(samples: Samples): CsvColumn[] {
  const recorded = SAMPLE_CHANNELS.filter((channel) =>
    samples[channel]?.some((value) => value !== null),
  );
  return ['time', 'offsetS', ...recorded];
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** `headers` names each column in the reader's language. */
export function samplesToCsv(
  samples: Samples,
  startedAt: number,
  headers: Record<CsvColumn, string>,
): string {
  const columns = csvColumns(samples);
  const channels = columns.slice(2) as SampleChannel[];
  const lines = [columns.map((column) => csvField(headers[column])).join(',')];
  for (let i = 0; i < samples.t.length; i++) {
    const offsetMs = samples.t[i]!;
    const fields = [new Date(startedAt + offsetMs).toISOString(), String(offsetMs / 1000)];
    for (const channel of channels) {
      const value = samples[channel]![i];
      fields.push(value === null || value === undefined ? '' : String(value));
    }
    lines.push(fields.join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** "ritmo-P-001-2025-03-04-0930.csv": the patient and the local start, sortable by name. */
export function csvFileName(patientId: string, startedAt: number): string {
  const d = new Date(startedAt);
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `ritmo-${patientId}-${day}-${pad(d.getHours())}${pad(d.getMinutes())}.csv`;
}
