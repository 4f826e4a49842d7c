import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadingDots } from '@wolvo/shared/ui/components/loading-dots';
import type { SupportVideo } from '@wolvo/shared/contracts';
import { supportApi } from '@wolvo/shared/contracts/support/endpoints';
import { callApi } from '@wolvo/shared/http/api';

/** Embeddable URL of a video link (YouTube watch/short links become embed links), else null. */
export function embedUrlOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.replace(/^www\./, '');
    if (host === 'youtube.com' || host === 'm.youtube.com') {
      if (parsed.pathname.startsWith('/embed/')) return url;
      const id = parsed.searchParams.get('v');
      return id ? `https://www.youtube.com/embed/${encodeURIComponent(id)}` : null;
    }
    if (host === 'youtu.be')
      return `https://www.youtube.com/embed/${encodeURIComponent(parsed.pathname.slice(1))}`;
    if (host === 'player.vimeo.com') return url;
    if (host === 'vimeo.com')
      return `https://player.vimeo.com/video/${encodeURIComponent(parsed.pathname.slice(1))}`;
    return null;
  } catch {
    return null;
  }
}

function isVideoFile(url: string): boolean {
  return /\.(mp4|webm|ogg)(\?|$)/i.test(url);
}

function VideoCard({ video }: { video: SupportVideo }) {
  const { t } = useTranslation('shell');
  const embed = embedUrlOf(video.url);
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {embed ? (
        <CardMedia
          component="iframe"
          src={embed}
          title={video.title}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          sx={{ aspectRatio: '16 / 9', border: 0, width: '100%' }}
        />
      ) : isVideoFile(video.url) ? (
        <CardMedia
          component="video"
          src={video.url}
          controls
          preload="metadata"
          title={video.title}
          sx={{ aspectRatio: '16 / 9' }}
        />
      ) : null}
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {video.title}
        </Typography>
        {video.description && (
          <Typography variant="body2" color="text.secondary">
            {video.description}
          </Typography>
        )}
        <Link
          href={video.url}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          sx={{ mt: 1, display: 'inline-block' }}
        >
          {t('support.open-video')}
        </Link>
      </CardContent>
    </Card>
  );
}

/** Support page (host): the help videos of GET /v1/support/videos. */
export function SupportPage() {
  const { t } = useTranslation(['shell', 'common']);
  const [videos, setVideos] = useState<SupportVideo[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setFailed(false);
    setVideos(null);
    callApi(supportApi.videos, { query: {} })
      .then((list) => active && setVideos(list))
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [attempt]);

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h5" component="h1">
          {t('page.support')}
        </Typography>
        <Typography color="text.secondary">{t('support.subtitle')}</Typography>
      </Box>
      {failed && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => setAttempt((a) => a + 1)}>
              {t('remote.retry')}
            </Button>
          }
        >
          {t('support.failed')}
        </Alert>
      )}
      {!failed && videos === null && <LoadingDots />}
      {videos && videos.length === 0 && (
        <Typography color="text.secondary">{t('common:no-result')}</Typography>
      )}
      {videos && videos.length > 0 && (
        <Grid container spacing={3}>
          {videos.map((video) => (
            <Grid key={video.id} size={{ xs: 12, md: 6, xl: 4 }}>
              <VideoCard video={video} />
            </Grid>
          ))}
        </Grid>
      )}
    </Stack>
  );
}
