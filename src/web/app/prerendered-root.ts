/**
 * The sign-in page arrives prerendered (see prerender.tsx): its markup is already in #root, in the
 * language the server guessed from Accept-Language. The app hydrates that markup when it is what
 * the app would render now; otherwise it drops it and renders from scratch.
 */
import { LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '../../common/language';
import { USER_KEY } from '../features/auth/user-store';
import { readStorage } from '../lib/local-setting';

/** Set on <html> by the inline check below when the markup will not be hydrated. */
export const STALE_ATTRIBUTE = 'data-prerender-stale';

/**
 * Inline in the prerendered page's <head>, run before the first paint: hides markup that will be
 * replaced (a signed-in visitor about to go to /home, or a saved or preferred language other than
 * the page's), so it never flashes. It mirrors `pickLanguage`; the unit test holds them together.
 */
export function staleCheckScript(language: Language): string {
  const json = JSON.stringify;
  return [
    '(function(){var l=null,u=null;',
    `try{l=localStorage.getItem(${json(LANGUAGE_STORAGE_KEY)});u=localStorage.getItem(${json(USER_KEY)})}catch(e){}`,
    `if(${json(LANGUAGES)}.indexOf(l)<0)l=/^pt/i.test(navigator.language||'')?'pt-BR':'en';`,
    `if(u||l!==${json(language)})document.documentElement.setAttribute(${json(STALE_ATTRIBUTE)},'')})()`,
  ].join('');
}

/** CSS beside the script: stale markup stays invisible until the app replaces it. */
export const STALE_STYLE = `[${STALE_ATTRIBUTE}] #root{visibility:hidden}`;

/** True when #root holds prerendered markup of this path, in this language, for a signed-out visitor. */
export function prerenderFits(root: HTMLElement, language: string): boolean {
  return (
    root.dataset.prerendered === window.location.pathname &&
    root.dataset.language === language &&
    !document.documentElement.hasAttribute(STALE_ATTRIBUTE) &&
    readStorage(USER_KEY) === null
  );
}

/** Before a fresh render: no prerendered markup left behind, nothing hidden any more. */
export function discardPrerender(root: HTMLElement): void {
  root.replaceChildren();
  document.documentElement.removeAttribute(STALE_ATTRIBUTE);
}
