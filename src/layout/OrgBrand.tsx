import { Tooltip } from 'antd';
import { useSessionUser } from '@/auth/useSession';
import { safeUrl } from '@/ui/addresses';
import { cutByWidth } from './orgName';
import './orgBrand.css';

/** The organisation name cut at about 10 width units (SPEC §2); the full name on hover. */
export const ORG_NAME_UNITS = 10;

/** The top of the sidebar: the organisation's logo and name. */
export function OrgBrand({ collapsed = false }: { collapsed?: boolean }) {
  const user = useSessionUser();
  const name = user?.orgName ?? '';
  const initial = Array.from(name)[0] ?? '';
  // Only an http(s) address is made a picture; any other shows the initial.
  const logo = safeUrl(user?.orgLogo);
  return (
    <Tooltip title={name} placement="right">
      <div
        style={{
          height: 56,
          display: 'flex',
          alignItems: 'center',
          justifyContent: collapsed ? 'center' : 'flex-start',
          gap: 8,
          paddingInline: collapsed ? 0 : 16,
          borderBottom: '1px solid var(--console-color-border-secondary, #f0f0f0)',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
        }}
      >
        {/* A plain square, not antd Avatar: that one measures its text on every mount. */}
        <span className="org-logo">{logo ? <img src={logo} alt="" /> : initial}</span>
        {!collapsed && (
          <strong style={{ fontSize: 16, fontWeight: 600 }}>
            {cutByWidth(name, ORG_NAME_UNITS)}
          </strong>
        )}
      </div>
    </Tooltip>
  );
}
