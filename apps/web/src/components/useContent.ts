import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api.ts';
import { useNotify } from '../notifications/useNotify.ts';

/** Where the server serves one of the operator's texts (`config/content/*.md`), and what its screen says when it cannot. */
export interface ContentSource {
  /** The call answering it, e.g. `/api/legal-notice`. */
  path: string;
  /** The answer's field holding the text's HTML, e.g. `legalNoticeContent`. */
  field: string;
  /** The notice when it could not be fetched; without it, the server's own message. */
  failedMessage?: string;
}

/** The text's HTML, asked once it is `wanted` (the terms' dialog asks for them once opened) and kept. */
export function useContent({ path, field }: ContentSource, wanted = true) {
  return useQuery({
    queryKey: [path],
    queryFn: async () => (await api<Record<string, string>>(path))[field],
    enabled: wanted,
  });
}

/** The text for its screen, with a notice when it could not be fetched. */
export function useContentPage(source: ContentSource) {
  const notify = useNotify();
  const content = useContent(source);
  const failure = content.isError ? (source.failedMessage ?? content.error.message) : undefined;
  useEffect(() => {
    if (failure) notify.error(failure);
  }, [notify, failure]);
  return content;
}
