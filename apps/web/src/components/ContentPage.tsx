import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ContentHtml } from './ContentHtml.tsx';
import { PageLoading } from './PageLoading.tsx';
import { usePageTitle } from './usePageTitle.ts';

interface ContentPageProps {
  /** The page's one h1; the text's own sections are h2 (the server starts them there). */
  title: string;
  html: string | undefined;
  isPending: boolean;
}

/** A screen showing one of the operator's texts under its title. */
export function ContentPage({ title, html, isPending }: ContentPageProps) {
  usePageTitle(title);
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {isPending && <PageLoading />}
      {html && <ContentHtml html={html} />}
    </Paper>
  );
}
