/** Files the app hands to the browser's downloads: built here (CSV) or answered by the API. */
import { ApiError, NETWORK_ERROR_STATUS } from './api-error';
import { clearLocalData } from './local-data';

/** Saves a Blob under `fileName` through a temporary link, as every browser supports. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** `attachment; filename="x.json"` → `x.json`. */
export function fileNameOf(contentDisposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Fetches an attachment from the data API and saves it. Errors come back as an ApiError, and a
 * 401 ends the local session, as every data call does (see api-client).
 */
export async function downloadAttachment(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin' });
  } catch (error) {
    throw new ApiError(NETWORK_ERROR_STATUS, 'network_error', String(error));
  }
  if (!response.ok) {
    if (response.status === 401 && navigator.onLine) await clearLocalData({ keepUnsynced: true });
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? `http_${response.status}`,
      body?.error?.message ?? response.statusText,
    );
  }
  const blob = await response.blob();
  saveBlob(blob, fileNameOf(response.headers.get('content-disposition'), fallbackName));
}
