import { Alert, Button, Card, Form, Input } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { navigateTo } from '@/ui/navigation';
import { requiredRule } from '@/auth/validation';
import { boundsRule } from '@/scaffolds/formRules';
import { isBlockedSaleAgent, loadUser } from '@/auth/userLoader';
import { useSessionUser } from '@/auth/useSession';
import { HOME_ROUTE } from '@/auth/redirects';
import { saleAgentInfoApi, type SaleAgentInfo } from './saleAgentInfoApi';
import { useFeedback, withFeedback } from '@/ui/feedback';
import { draftKey } from '@/auth/formDrafts';
import { RestoredDraft } from '@/scaffolds/forms/RestoredDraft';
import { SaveFailure } from '@/scaffolds/forms/SaveFailure';
import { useSaveGuard } from '@/ui/useSaveGuard';
import { useSessionDraft } from '@/scaffolds/forms/useSessionDraft';
import { PageHeading } from '@/layout/PageHeading';
import { LoadingPlaceholder } from '@/ui/LoadingPlaceholder';

const fields = [
  'realName',
  'idNumber',
  'mobile',
  'bankName',
  'bankAccountName',
  'bankAccount',
] as const;

/**
 * A sales partner's own identity and bank information; incomplete information blocks the console.
 * Like every form: one call per save, a refusal said in the form, input kept across a session's
 * end (src/scaffolds/forms).
 */
export default function SaleAgentInfoPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const user = useSessionUser();
  const blocked = isBlockedSaleAgent(user);
  const saleAgentId = user?.saleAgentId;
  const [form] = Form.useForm<SaleAgentInfo>();
  const [loading, setLoading] = useState(true);
  const guard = useSaveGuard();
  const restoredAt = useSessionDraft({
    key: draftKey(user?.adminId, 'saleAgentInfo', 'edit', String(saleAgentId ?? '')),
    ready: !loading && Boolean(saleAgentId),
    dirty: () => !guard.sent() && form.isFieldsTouched(),
    values: () => form.getFieldsValue(true) as Record<string, unknown>,
    restore: useCallback((values) => form.setFieldsValue(values), [form]),
  });

  useEffect(() => {
    if (!blocked) return;
    let notice: { destroy: () => void } | undefined;
    let gone = false;
    withFeedback(({ modal }) => {
      if (gone) return;
      notice = modal.warning({
        title: t('saleAgentInfo.noticeTitle'),
        content: t('saleAgentInfo.notice'),
        okText: t('saleAgentInfo.completeNow'),
        closable: false,
        maskClosable: false,
        keyboard: false,
      });
    });
    return () => {
      gone = true;
      notice?.destroy();
    };
    // Shown once on arrival, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!saleAgentId) {
      setLoading(false);
      return;
    }
    saleAgentInfoApi
      .detail(saleAgentId)
      .then((info) => form.setFieldsValue(info))
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [saleAgentId, form]);

  if (!user?.saleAgentId) {
    return <Alert type="info" showIcon message={t('saleAgentInfo.notPartner')} />;
  }

  // Refused, the form keeps what was typed and says why.
  const save = (values: SaleAgentInfo) =>
    void guard.send(async () => {
      await saleAgentInfoApi.save({ ...values, saleAgentId: user.saleAgentId! });
      const next = await loadUser();
      void message.success(t('saleAgentInfo.saved'));
      if (!isBlockedSaleAgent(next)) navigateTo(HOME_ROUTE);
    });

  return (
    <Card title={<PageHeading inline />} style={{ maxWidth: 640 }}>
      {blocked && (
        <Alert
          type="warning"
          showIcon
          message={t('saleAgentInfo.notice')}
          style={{ marginBottom: 16 }}
        />
      )}
      {loading ? (
        <LoadingPlaceholder />
      ) : (
        <Form
          form={form}
          layout="vertical"
          onFinish={save}
          onValuesChange={guard.reopen}
          name="sale-agent-info"
        >
          <RestoredDraft at={restoredAt} />
          <SaveFailure reason={guard.failure} />
          {fields.map((field) => (
            <Form.Item
              key={field}
              name={field}
              label={t(`saleAgentInfo.fields.${field}`)}
              rules={[
                requiredRule(`saleAgentInfo.fields.${field}`),
                boundsRule(
                  { type: field === 'mobile' ? 'mobile' : 'text' },
                  `saleAgentInfo.fields.${field}`,
                ),
              ]}
            >
              <Input />
            </Form.Item>
          ))}
          <Button type="primary" htmlType="submit" loading={guard.sending}>
            {t('buttons.save')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
