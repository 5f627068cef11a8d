import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ContentHtml } from './ContentHtml.tsx';
import { PageLoading } from './PageLoading.tsx';
import { useContentPage, type ContentSource } from './useContent.ts';
import { usePageTitle } from './usePageTitle.ts';

interface ContentPageProps {
  /** The page's one h1; the text's own sections are h2 (the server starts them there). */
  title: string;
  source: ContentSource;
  /** The served HTML as the page shows it, where it differs (the terms' sections, served for a dialog). */
  shown?: (html: string) => string;
}

/** A screen showing one of the operator's texts, fetched from the server, under its title. */
export function ContentPage({ title, source, shown = (html) => html }: ContentPageProps) {
  usePageTitle(title);
  const content = useContentPage(source);
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {content.isPending && <PageLoading />}
      {content.data && <ContentHtml html={shown(content.data)} />}
    </Paper>
  );
}
