import { ReloadOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space, Spin } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { requiredRule } from '../validation';
import type { CaptchaState } from './useCaptcha';

/** The captcha input with its picture; clicking the picture fetches a new one. */
export function CaptchaField({ state }: { state: CaptchaState }) {
  const { t } = useTranslation();
  const { captcha, loading, refresh } = state;
  return (
    <Form.Item label={t('login.captcha')} required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="captcha" noStyle rules={[requiredRule('login.captcha')]}>
          <Input
            prefix={<SafetyOutlined />}
            placeholder={t('login.captchaPlaceholder')}
            autoComplete="off"
            maxLength={8}
            aria-label={t('login.captcha')}
          />
        </Form.Item>
        <Button
          onClick={refresh}
          title={t('login.refreshCaptcha')}
          aria-label={t('login.refreshCaptcha')}
          style={{ width: 128, padding: 0, overflow: 'hidden' }}
          data-testid="captcha-image"
          data-captcha-key={captcha?.key ?? ''}
        >
          {loading ? (
            <Spin size="small" />
          ) : captcha ? (
            <img src={captcha.image} alt={t('login.captcha')} style={{ height: 30 }} />
          ) : (
            <ReloadOutlined />
          )}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
