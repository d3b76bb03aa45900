/**
 * A `document` whose `cookie` behaves like a browser's for one path: writing `name=value; …`
 * sets or (Max-Age=0) deletes that cookie, reading gives `a=1; b=2`. Attributes are ignored.
 */
export function fakeCookieDocument() {
  const jar = new Map<string, string>();
  return {
    jar,
    document: {
      get cookie() {
        return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      },
      set cookie(text: string) {
        const [pair, ...attributes] = text.split(/;\s*/);
        const [name, value] = pair!.split('=') as [string, string];
        if (attributes.some((attribute) => /^max-age=0$/i.test(attribute))) jar.delete(name);
        else jar.set(name, value);
      },
    },
  };
}
