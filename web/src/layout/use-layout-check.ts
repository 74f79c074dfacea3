import { useEffect, useEffectEvent, useState, type DependencyList } from 'react';

/**
 * The latest answer of `check`, a question about where things are on the screen, asked again at
 * most once a frame whenever they may have moved: a scroll, a resize of the window, or the page's
 * content growing or shrinking (a form showing its messages, another page shown). False on the
 * server and until the first answer after hydration.
 */
export function useLayoutCheck(check: () => boolean, deps: DependencyList): boolean {
  const [answer, setAnswer] = useState(false);
  const ask = useEffectEvent(() => setAnswer(check()));

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame === 0) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          ask();
        });
      }
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const content = new ResizeObserver(schedule);
    const main = document.querySelector('main');
    if (main) content.observe(main);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      content.disconnect();
    };
    // The caller's deps: a change in what `check` reads off the page asks again at once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  return answer;
}
