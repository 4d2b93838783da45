import { DownloadOutlined } from '@ant-design/icons';
import { Button, QRCode, Typography } from 'antd';
import { useState } from 'react';
import { useSessionUser } from '@/auth/useSession';
import { useTranslation } from '@/i18n/useTranslation';
import { safeUrl } from '@/ui/addresses';
import { useFeedback } from '@/ui/feedback';
import { dashboardApi, type InviteType } from './dashboardApi';
import { posterApi, type Poster } from './posterApi';
import { useDashboardQuery } from './useDashboardQuery';
import './posters.css';
import { LoadingPlaceholder } from '@/ui/LoadingPlaceholder';

/** The name a poster is saved under: its file's, else one made from its type and place. */
function fileNameOf(url: string, fallback: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '') || fallback;
  } catch {
    return fallback;
  }
}

interface PosterItemProps {
  poster: Poster;
  type: InviteType;
  index: number;
  /** The invitation link the QR code holds, when there is a web address to hold. */
  link: string | null;
  code: string;
}

/** One poster: its image (or a placeholder), the user's QR code and code, and its download. */
function PosterItem({ poster, type, index, link, code }: PosterItemProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  // Only an http(s) address is shown or offered (src/ui/addresses.ts).
  const url = safeUrl(poster.imgUrl);
  const name = t(`dashboard.posters.item.${type}`, { index });
  const shown = url !== null && !failed;
  return (
    <figure className="dashboard-poster">
      {shown ? (
        <img
          className="dashboard-poster-image"
          src={url}
          alt={name}
          loading="lazy"
          onError={() => setFailed(true)}
        />
      ) : (
        <div className="dashboard-poster-placeholder" role="img" aria-label={name}>
          {t('dashboard.posters.imageFailed')}
        </div>
      )}
      <figcaption>
        {link && (
          <QRCode
            value={link}
            size={64}
            bordered={false}
            aria-label={t('dashboard.invite.qr', { what: name })}
          />
        )}
        {code && <Typography.Text>{t('dashboard.posters.inviteCode', { code })}</Typography.Text>}
        {shown && (
          <Button
            size="small"
            icon={<DownloadOutlined />}
            href={url}
            download={fileNameOf(url, `poster-${type}-${index}`)}
            aria-label={t(`dashboard.posters.downloadOne.${type}`, { index })}
          >
            {t('dashboard.posters.download')}
          </Button>
        )}
      </figcaption>
    </figure>
  );
}

/**
 * The posters inviting clients or partners (SPEC §7 `GET /poster/list {type}`), each with the
 * user's QR code and invitation code, downloaded one by one or all at once (the backend's .zip).
 * Shown where the user may invite for that type (the dashboard's invitations, src/access/rules.ts).
 */
export default function PosterGallery({ type }: { type: InviteType }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const user = useSessionUser();
  const [busy, setBusy] = useState(false);
  const posters = useDashboardQuery(`posters-${type}`, () => posterApi.list(type));
  // The same query as the invitation link above the posters: asked for once.
  const invitation = useDashboardQuery(`invite-${type}`, () => dashboardApi.invitation(type));
  const url = invitation.data?.url ?? '';
  const link = /^https?:\/\//i.test(url) ? url : null;
  const title = t(`dashboard.posters.title.${type}`);

  const downloadAll = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await posterApi.downloadAll(type);
      const { saveFile } = await import('@/scaffolds/exportXlsx');
      saveFile(blob, fileName ?? `posters-${type}.zip`);
      void message.success(t('dashboard.posters.downloaded'));
    } catch {
      // The data layer has shown why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="dashboard-posters" aria-label={title}>
      <div className="dashboard-posters-head">
        <Typography.Text strong>{title}</Typography.Text>
        {posters.data && posters.data.length > 0 && (
          <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void downloadAll()}>
            {t('dashboard.posters.downloadAll')}
          </Button>
        )}
      </div>
      {posters.isLoading ? (
        <LoadingPlaceholder />
      ) : !posters.data ? (
        <Typography.Text type="secondary">{t('dashboard.unavailable')}</Typography.Text>
      ) : posters.data.length === 0 ? (
        <Typography.Text type="secondary">{t('dashboard.posters.none')}</Typography.Text>
      ) : (
        <div className="dashboard-poster-grid">
          {posters.data.map((poster, index) => (
            <PosterItem
              key={index}
              poster={poster}
              type={type}
              index={index + 1}
              link={link}
              code={user?.inviteCode ?? ''}
            />
          ))}
        </div>
      )}
    </section>
  );
}
