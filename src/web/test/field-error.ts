/**
 * The error a Mantine field shows, read the way a screen reader finds it: through the input's
 * `aria-describedby` (PasswordInput marks no `aria-invalid`, so tests cannot rely on that).
 */
export function fieldError(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  return (errorId && document.getElementById(errorId)?.textContent) || null;
}
