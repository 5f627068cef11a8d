import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { altchaOptions } from './altchaOptions.ts';
import { loadAltcha } from './loadAltcha.ts';

type Widget = HTMLElement & AltchaWidgetMethods;

/** The ALTCHA proof-of-work widget; reports its payload once verified, undefined otherwise. */
export function CaptchaWidget({ onChange }: { onChange: (payload: string | undefined) => void }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const report = useRef(onChange);
  report.current = onChange;

  useEffect(() => {
    let widget: Widget | undefined;
    let cancelled = false;
    const onState = (event: Event) => {
      const { state, payload } = (event as AltchaStateChangeEvent).detail;
      report.current(state === 'verified' ? payload : undefined);
    };
    // The widget solves while the person types: its box never shrinks (verifying is taller than
    // verified on a phone), so the buttons below it stay under a click.
    let tallest = 0;
    const keepTallest = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? 0;
      if (height <= tallest || !container.current) return;
      tallest = height;
      container.current.style.minHeight = `${height}px`;
    });
    void loadAltcha().then((workerUrl) => {
      if (cancelled || !container.current) return;
      widget = document.createElement('altcha-widget') as Widget;
      widget.addEventListener('statechange', onState);
      widget.addEventListener('load', () => widget?.configure(altchaOptions(t, workerUrl)), { once: true });
      container.current.append(widget);
      keepTallest.observe(widget);
    });
    return () => {
      cancelled = true;
      keepTallest.disconnect();
      widget?.removeEventListener('statechange', onState);
      widget?.remove();
    };
  }, [t]);

  return <Box ref={container} sx={{ '--altcha-max-width': '100%', minHeight: 72 }} />;
}
