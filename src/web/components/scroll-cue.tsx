/**
 * A row of controls that may be wider than the screen (a chart's tabs on a phone): it scrolls
 * sideways, and a fade with an arrow on each side that has more says so; the arrow scrolls that
 * way when clicked. The arrows are for the pointer only (hidden from assistive technology and
 * the tab order): a keyboard moves through the row itself, and the selected control is kept in
 * view whenever `selected` changes.
 */
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import classes from './scroll-cue.module.css';

const SELECTED = '[aria-selected="true"], [aria-current="page"]';

export function ScrollCue({ children, selected }: { children: ReactNode; selected?: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });
  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const before = el.scrollLeft > 1;
    const after = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setMore((was) => (was.before === before && was.after === after ? was : { before, after }));
  }, []);
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(el);
    return () => resized.disconnect();
  }, [measure]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `selected` names the control to show.
  useEffect(() => {
    scroller.current
      ?.querySelector(SELECTED)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [selected]);
  const scrollBy = (direction: 1 | -1) => {
    const el = scroller.current;
    el?.scrollBy({ left: direction * el.clientWidth * 0.7, behavior: 'smooth' });
  };
  return (
    <div className={classes.frame}>
      <div ref={scroller} className={classes.scroller} onScroll={measure}>
        {children}
      </div>
      {more.before && (
        <button
          type="button"
          className={`${classes.cue} ${classes.before}`}
          aria-hidden="true"
          tabIndex={-1}
          onClick={() => scrollBy(-1)}
          data-scroll-cue="before"
        >
          ‹
        </button>
      )}
      {more.after && (
        <button
          type="button"
          className={`${classes.cue} ${classes.after}`}
          aria-hidden="true"
          tabIndex={-1}
          onClick={() => scrollBy(1)}
          data-scroll-cue="after"
        >
          ›
        </button>
      )}
    </div>
  );
}
