import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useAppAbility } from '@/auth/AbilityContext';
import { canDo } from '@/access/can';
import { useTranslation } from '@/i18n/useTranslation';
import type { ResourceDef } from '@/engine/types';
import { ImportModal } from './ImportModal';

/** The imports a resource declares that the user may run: a button each, above its list. */
export default function ImportButtons({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const [open, setOpen] = useState<string>();
  const offered = Object.entries(resource.imports ?? {}).filter(([name, definition]) =>
    canDo(ability, definition.ability ?? name, resource.subject),
  );
  const opened = open ? resource.imports?.[open] : undefined;
  return (
    <>
      {offered.map(([name, definition]) => (
        <Button key={name} icon={<UploadOutlined />} onClick={() => setOpen(name)}>
          {t(definition.label ?? `imports.${name}`)}
        </Button>
      ))}
      {open && opened && (
        <ImportModal
          resource={resource}
          name={open}
          definition={opened}
          onClose={() => setOpen(undefined)}
        />
      )}
    </>
  );
}
