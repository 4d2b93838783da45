import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Card, Empty, Form, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { controllingFields, isRequired, isShown } from '@/engine/conditions';
import type { FieldDef } from '@/engine/types';
import { useTranslation } from '@/i18n/useTranslation';
import { FieldInput } from '../fields/inputs';
import { currencyOf } from '../../engine/moneyFields';
import { oneMessage, rulesFor } from '../formRules';
import { boundHelp } from '../boundHelp';
import { formOptions } from '../schemaFields';
import { rowFieldsOf } from './listValues';
import { ascendingRowRule, rowCountRule, uniqueRowRule } from './rowRules';
import './listField.css';

type Path = (string | number)[];

interface ListFieldProps {
  /** The list's name as Form.List takes it (relative inside an enclosing list's row). */
  name: string | Path;
  /** Its full name path in the form (what rules read and depend on). */
  path: Path;
  field: FieldDef;
  labelKey: string;
  disabled?: boolean;
  /** Whether its checks apply now (a step form checks the step the user is on only). */
  validated?: boolean;
  /** The rows the record held (an edit): their values stay acceptable to `notBefore`. */
  kept?: readonly Record<string, unknown>[];
}

const rowLabelKey = (labelKey: string, name: string, rowField: FieldDef) =>
  rowField.label ?? `${labelKey}Row.${name}`;

/**
 * A nested editor (field type 'list', antd Form.List): a card per row with its fields, checked
 * row by row and across rows (`unique`, `ascending`), rows added, removed and moved with buttons.
 * A row field may be a list itself, and may be shown or required by another field of its row.
 */
export function ListField({
  name,
  path,
  field,
  labelKey,
  disabled,
  validated = true,
  kept = [],
}: ListFieldProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const options = formOptions(field) ?? {};
  const unique = new Set(options.unique ?? []);
  const minRows = options.minRows ?? (options.required ? 1 : 0);
  const label = t(labelKey);
  // Rows moved or removed: the rows' checks already shown are run again on their new places.
  const [moved, setMoved] = useState(0);
  useEffect(() => {
    if (moved) form.validateFields([path], { recursive: true, dirty: true }).catch(() => undefined);
    // The path is the list's for as long as this editor is mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [moved, form]);
  const after = (change: () => void) => () => {
    change();
    setMoved((count) => count + 1);
  };

  return (
    <Form.Item label={label} required={minRows > 0} className="list-field">
      <Form.List name={name} rules={validated ? [rowCountRule(labelKey, options)] : []}>
        {(rows, { add, remove, move }, { errors }) => {
          const atMost = options.maxRows !== undefined && rows.length >= options.maxRows;
          const atLeast = rows.length <= minRows;
          return (
            <div role="group" aria-label={label}>
              {rows.length === 0 && (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={t('rowsEditor.empty')}
                  className="list-field-empty"
                />
              )}
              {rows.map((row, index) => {
                const rowTitle = t('rowsEditor.row', { n: index + 1 });
                return (
                  <Card
                    key={row.key}
                    size="small"
                    className="list-field-row"
                    role="group"
                    aria-label={`${label} ${rowTitle}`}
                    title={rowTitle}
                    extra={
                      <Space size={0}>
                        <Button
                          type="text"
                          size="small"
                          icon={<ArrowUpOutlined />}
                          aria-label={t('rowsEditor.moveUp', { n: index + 1 })}
                          disabled={disabled || index === 0}
                          onClick={after(() => move(index, index - 1))}
                        />
                        <Button
                          type="text"
                          size="small"
                          icon={<ArrowDownOutlined />}
                          aria-label={t('rowsEditor.moveDown', { n: index + 1 })}
                          disabled={disabled || index === rows.length - 1}
                          onClick={after(() => move(index, index + 1))}
                        />
                        <Button
                          type="text"
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('rowsEditor.remove', { n: index + 1 })}
                          disabled={disabled || atLeast}
                          onClick={after(() => remove(row.name))}
                        />
                      </Space>
                    }
                  >
                    <div className="list-field-cells">
                      {rowFieldsOf(field).map(([cell, rowField]) => {
                        const cellPath = [...path, row.name, cell];
                        const draw = (rowValues: Record<string, unknown>) => {
                          if (!isShown(rowField, rowValues)) return null;
                          const cellKey = rowLabelKey(labelKey, cell, rowField);
                          if (rowField.type === 'list') {
                            return (
                              <div key={cell} className="list-field-nested">
                                <ListField
                                  name={[row.name, cell]}
                                  path={cellPath}
                                  field={rowField}
                                  labelKey={cellKey}
                                  disabled={disabled}
                                  validated={validated}
                                />
                              </div>
                            );
                          }
                          const across = {
                            listPath: path,
                            index,
                            name: cell,
                            rowField,
                            labelKey: cellKey,
                          };
                          const crossRules = [
                            ...(unique.has(cell) ? [uniqueRowRule(across)] : []),
                            ...(options.ascending === cell ? [ascendingRowRule(across)] : []),
                          ];
                          const cellOptions = formOptions(rowField) ?? {};
                          const required = isRequired(rowField, rowValues);
                          const ownRules = rulesFor(
                            rowField,
                            cellKey,
                            undefined,
                            kept.map((old) => old[cell]),
                            required,
                          );
                          return (
                            <Form.Item
                              key={cell}
                              name={[row.name, cell]}
                              label={t(cellKey)}
                              required={required || Boolean(cellOptions.nonZero)}
                              rules={validated ? [oneMessage([...ownRules, ...crossRules])] : []}
                              extra={boundHelp(rowField, rowValues, t)}
                              // The same field of the other rows: a duplicate or a tier is checked
                              // again as they change.
                              dependencies={
                                crossRules.length
                                  ? rows
                                      .filter((other) => other.name !== row.name)
                                      .map((other) => [...path, other.name, cell])
                                  : undefined
                              }
                            >
                              <FieldInput
                                field={rowField}
                                disabled={disabled}
                                currency={currencyOf(rowField, {})}
                              />
                            </Form.Item>
                          );
                        };
                        const controls = controllingFields(rowField);
                        if (!controls.length) return draw({});
                        // Shown or required by another field of the same row (`showWhen`,
                        // `requiredWhen`): drawn again as that field changes.
                        return (
                          <Form.Item
                            key={cell}
                            noStyle
                            dependencies={controls.map((other) => [...path, row.name, other])}
                          >
                            {({ getFieldValue }) =>
                              draw(
                                Object.fromEntries(
                                  controls.map((other) => [
                                    other,
                                    getFieldValue([...path, row.name, other]),
                                  ]),
                                ),
                              )
                            }
                          </Form.Item>
                        );
                      })}
                    </div>
                  </Card>
                );
              })}
              <Form.ErrorList errors={errors} />
              <Button
                type="dashed"
                block
                icon={<PlusOutlined />}
                disabled={disabled || atMost}
                onClick={after(() => add())}
              >
                {t('rowsEditor.add', { field: label })}
              </Button>
              {(atMost || (atLeast && minRows > 0)) && (
                <Typography.Text type="secondary" className="list-field-note">
                  {atMost
                    ? t('rowsEditor.atMost', { count: options.maxRows })
                    : t('rowsEditor.atLeast', { count: minRows })}
                </Typography.Text>
              )}
            </div>
          );
        }}
      </Form.List>
    </Form.Item>
  );
}
