import { useStepsForm } from '@refinedev/antd';
import { Alert, Button, Drawer, Form, Space, Steps } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useSessionUser } from '@/auth/useSession';
import type { ResourceDef } from '@/engine/types';
import { useTranslation } from '@/i18n/useTranslation';
import { useFeedback } from '@/ui/feedback';
import { useFocusReturn } from '@/ui/useFocusReturn';
import { fieldsToFormValues, fieldsToPayload } from '../formValues';
import { valuesForNew } from '../listQuery';
import { formOptions, labelKey } from '../schemaFields';
import { draftKey, readDraft, removeDraft, writeDraft, type FormDraft } from '@/auth/formDrafts';
import { FormFields } from './FormFields';
import { registerOpenForm } from './openForms';
import { SaveFailure } from './SaveFailure';
import { useSaveGuard } from '../../ui/useSaveGuard';
import { stepOfField, stepsOf } from './formSteps';
import { StepReview } from './StepReview';
import { recordTitle } from '../titles';
import { LoadingPlaceholder } from '@/ui/LoadingPlaceholder';

type Row = Record<string, unknown>;

/**
 * The create or edit form of a resource declared with `form.steps`, in the same drawer as other
 * forms, on Refine's `useStepsForm` and antd's `Steps`: "Next" checks the current step's fields
 * only, a last step reviews everything entered, and the record is sent from there, once every
 * step checks out (else the first step with an error opens). Every step's fields stay mounted,
 * out of sight, so later steps keep their values and dependent fields see the fields they follow.
 *
 * While it is filled in, a draft (values as they would be sent, and the step reached) is kept in
 * the browser for this user and form; leaving keeps it without asking, and the form offers it back
 * next time; kept as the session ends, it is given back at once after logging in again. Sending
 * or discarding it removes it. The review's submit sends one call, a refused one says why there.
 */
export default function StepsFormDrawer({
  resource,
  mode,
  id,
  onClose,
}: {
  resource: ResourceDef;
  mode: 'create' | 'edit';
  id: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  useFocusReturn();
  const { message } = useFeedback();
  const schema = resource.schema!;
  const routeParams = useParams();
  const user = useSessionUser();
  const steps = useMemo(() => stepsOf(resource, mode), [resource, mode]);
  const fields = useMemo(() => steps.flatMap((step) => step.fields), [steps]);
  const reviewStep = steps.length;
  const key = draftKey(user?.adminId, resource.name, mode, id);
  const [offer, setOffer] = useState<FormDraft | null>(() => (key ? readDraft(key) : null));
  const [leaving, setLeaving] = useState(false);
  const [reached, setReached] = useState(0);
  const [changes, setChanges] = useState(0);
  // Whether the user entered something here that the draft keeps (and leaving should say so).
  const dirty = useRef(false);
  const guard = useSaveGuard();

  const { current, gotoStep, formProps, form, query } = useStepsForm<Row>({
    resource: resource.name,
    action: mode,
    id: mode === 'edit' ? (id ?? undefined) : undefined,
    redirect: false,
    // Leaving keeps a draft: nothing is lost, nothing to ask.
    warnWhenUnsavedChanges: false,
    successNotification: false,
    errorNotification: false,
    queryOptions: { enabled: mode === 'edit' && id !== null },
    total: steps.length + 1,
    isBackValidate: false,
    onMutationSuccess: () => {
      if (key) removeDraft(key);
      dirty.current = false;
      void message.success(t('form.saved'));
      setLeaving(true);
    },
  });
  const record = query?.data?.data;
  const loading = mode === 'edit' && query?.isLoading;
  const notFound = mode === 'edit' && (id === null || (!loading && !record));
  const initialValues = useMemo(() => fieldsToFormValues(fields, record), [fields, record]);
  const labelOf = useCallback((name: string) => labelKey(schema, name), [schema]);

  const currentStep = useRef(current);
  useLayoutEffect(() => {
    currentStep.current = current;
  });
  const saveDraft = useCallback(() => {
    if (!key || !dirty.current) return;
    writeDraft(key, {
      savedAt: Date.now(),
      step: currentStep.current,
      values: fieldsToPayload(fields, form.getFieldsValue(true) as Row),
    });
  }, [key, fields, form]);
  // After each change has settled (a dependent field cleared with it), and on each step.
  useEffect(saveDraft, [saveDraft, changes, current]);

  // As the session ends, the draft is given back at once after the next login (not offered).
  const keepForLogin = useCallback(() => {
    if (!key || !dirty.current) return;
    writeDraft(key, {
      savedAt: Date.now(),
      step: currentStep.current,
      values: fieldsToPayload(fields, form.getFieldsValue(true) as Row),
      restore: true,
    });
  }, [key, fields, form]);
  const keepForLoginNow = useRef(keepForLogin);
  useLayoutEffect(() => {
    keepForLoginNow.current = keepForLogin;
  });
  useEffect(
    () =>
      registerOpenForm({
        dirty: () => dirty.current,
        keep: () => keepForLoginNow.current(),
      }),
    [],
  );

  const keepDraft = useCallback(() => {
    if (!dirty.current) return;
    saveDraft();
    dirty.current = false;
    void message.info(t('stepForm.draftKept'));
  }, [saveDraft, message, t]);
  // Leaving by any other way (a link, the menu, Back) unmounts the form: the draft stays.
  const keepOnUnmount = useRef(keepDraft);
  useLayoutEffect(() => {
    keepOnUnmount.current = keepDraft;
  });
  useEffect(() => () => keepOnUnmount.current(), []);

  useEffect(() => {
    if (leaving) onClose();
  }, [leaving, onClose]);
  const close = () => {
    keepDraft();
    setLeaving(true);
  };

  const go = (step: number) => {
    void Promise.resolve(gotoStep(step)).then(
      () => setReached((furthest) => Math.max(furthest, step)),
      // The step's errors are shown; the user stays.
      () => undefined,
    );
  };

  const resume = () => {
    if (!offer) return;
    form.setFieldsValue(fieldsToFormValues(fields, offer.values));
    dirty.current = true;
    setOffer(null);
    go(Math.min(offer.step, reviewStep));
  };
  const discard = () => {
    if (key) removeDraft(key);
    setOffer(null);
  };

  const save = (values: Row) => {
    // Enter on a step moves on; only the review step sends.
    if (current !== reviewStep) return go(current + 1);
    const payload = {
      ...(mode === 'create' ? valuesForNew(resource, routeParams) : {}),
      ...fieldsToPayload(fields, values),
    };
    // The form stays filled in, the draft kept; the reason shows above the review.
    void guard.send(() => formProps.onFinish?.(payload));
  };
  const showFirstError = ({ errorFields }: { errorFields: { name: unknown }[] }) => {
    const step = errorFields.length ? stepOfField(steps, errorFields[0].name) : -1;
    if (step >= 0) go(step);
  };

  const title = recordTitle(t, schema, mode);
  const ready = !notFound && !loading;
  // A draft kept as the session ended comes back without asking, once the form is there.
  const resumeNow = useRef(resume);
  useLayoutEffect(() => {
    resumeNow.current = resume;
  });
  const restoring = Boolean(ready && offer?.restore);
  useEffect(() => {
    if (restoring) resumeNow.current();
  }, [restoring]);
  const footer = (
    <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
      {current > 0 && <Button onClick={() => go(current - 1)}>{t('stepForm.previous')}</Button>}
      {current < reviewStep ? (
        <Button type="primary" onClick={() => go(current + 1)}>
          {t('stepForm.next')}
        </Button>
      ) : (
        <Button type="primary" loading={guard.sending} onClick={() => form.submit()}>
          {t('stepForm.submit')}
        </Button>
      )}
    </Space>
  );

  return (
    <Drawer
      open={!leaving}
      width={640}
      title={title}
      onClose={close}
      destroyOnHidden
      extra={<Button onClick={close}>{t('buttons.cancel')}</Button>}
      footer={ready && !offer ? footer : null}
    >
      {notFound ? (
        <Alert type="warning" showIcon message={t('form.notFound')} />
      ) : loading ? (
        <LoadingPlaceholder />
      ) : (
        <>
          {offer && (
            <Alert
              type="info"
              showIcon
              message={t('stepForm.draftFound', {
                time: dayjs(offer.savedAt).format('YYYY-MM-DD HH:mm'),
              })}
              action={
                <Space>
                  <Button size="small" type="primary" onClick={resume}>
                    {t('stepForm.resume')}
                  </Button>
                  <Button size="small" onClick={discard}>
                    {t('stepForm.discard')}
                  </Button>
                </Space>
              }
            />
          )}
          <div hidden={Boolean(offer)}>
            <Steps
              size="small"
              current={current}
              onChange={(step) => (step <= reached ? go(step) : undefined)}
              items={[...steps.map((step) => t(step.title)), t('stepForm.review')].map(
                (stepTitle, index) => ({ title: stepTitle, disabled: index > reached }),
              )}
              style={{ marginBottom: 24 }}
            />
            <Form
              {...formProps}
              layout="vertical"
              name={`${resource.name}-${mode}`}
              initialValues={initialValues}
              onValuesChange={() => {
                dirty.current = true;
                setChanges((count) => count + 1);
              }}
              onFinish={save}
              onFinishFailed={showFirstError}
              scrollToFirstError
            >
              {steps.map((step, index) => (
                <FormFields
                  key={step.title}
                  fields={step.fields}
                  record={record}
                  labelOf={labelOf}
                  readOnly={(name) =>
                    mode === 'edit' && Boolean(formOptions(schema.fields[name])?.readOnlyOnEdit)
                  }
                  hidden={current !== index}
                  validated={current === index || current === reviewStep}
                />
              ))}
              {current === reviewStep && <SaveFailure reason={guard.failure} />}
              {current === reviewStep && (
                <StepReview
                  steps={steps}
                  values={fieldsToPayload(fields, form.getFieldsValue(true) as Row)}
                  labelOf={labelOf}
                  onEdit={go}
                />
              )}
              <button type="submit" hidden aria-hidden />
            </Form>
          </div>
        </>
      )}
    </Drawer>
  );
}
