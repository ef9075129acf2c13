import { useCallback, useEffect, useState } from 'react';

/** '0:45', '1:00', '12:05': minutes and seconds, as a countdown on a button reads. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * A countdown in whole seconds: `start(60)` and `secondsLeft` goes 60, 59… 0, once a second.
 * It counts from the clock, not from the ticks, so a tab put in the background (where timers
 * slow down) still shows the right time when it comes back.
 */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      if (time >= endsAt) setEndsAt(null);
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setEndsAt(time + seconds * 1000);
  }, []);

  const secondsLeft = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { secondsLeft, start };
}
