import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../components/useDebouncedValue.ts';

const SEARCH_DEBOUNCE_MS = 500;

/**
 * The text of a search field whose value lives in the hash query: a pause in typing sends it, and
 * back or forward bring an earlier text into the field.
 */
export function useSearchText(sentText: string, send: (text: string) => void) {
  const [text, setText] = useState(sentText);
  const typed = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const sent = useRef(sentText);

  useEffect(() => {
    if (typed === sent.current) return;
    sent.current = typed;
    send(typed);
  }, [typed]);
  useEffect(() => {
    if (sentText === sent.current) return;
    sent.current = sentText;
    setText(sentText);
  }, [sentText]);

  return [text, setText] as const;
}
