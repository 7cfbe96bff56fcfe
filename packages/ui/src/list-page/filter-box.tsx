import { Button, Col, Row, Space, theme } from 'antd';
import { useContext, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ListMessages, useListText } from './list-messages';

export interface FilterInputProps<T> {
  /** The input's id; the kit's label points at it. */
  id: string;
  value: T;
  onChange: (value: T) => void;
}

/**
 * One filter of the box: the field it edits and its input; its label is `<prefix>.filters.<name>`.
 * `invalid` keeps Search disabled while the value cannot be searched (the input says why).
 */
export type FilterField<F> = {
  [K in keyof F]-?: { name: K & string; input: (props: FilterInputProps<F[K]>) => ReactNode; invalid?: (value: F[K]) => boolean };
}[keyof F];

export interface FilterBoxProps<F> {
  fields: FilterField<F>[];
  /** The filters the URL carries; the box edits a draft of them until Search. */
  applied: F;
  onSearch: (filters: F) => void;
  onClear: () => void;
}

const isSet = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** Whether any filter of these values is set. */
export const anyFilterSet = (filters: object) => Object.values(filters).some(isSet);

/**
 * A list's filter box (a search landmark named `<prefix>.filters.label`): labelled inputs on a grid,
 * Search (also Enter) and Clear. Mount it with a key of the URL's filters so Back restores it.
 */
export function FilterBox<F>({ fields, applied, onSearch, onClear }: FilterBoxProps<F>) {
  const intl = useIntl();
  const text = useListText();
  const idPrefix = `${useContext(ListMessages).replace(/\W+/g, '-')}-filter`;
  const { token } = theme.useToken();
  const [draft, setDraft] = useState<F>(applied);
  // Nothing typed and nothing applied: Search and Clear would change nothing, so they say so.
  const idle = !anyFilterSet(draft as object) && !anyFilterSet(applied as object);
  // A filter that cannot be searched as typed (half a date range) is never sent: Search waits for it.
  const invalid = fields.some((field) => (field.invalid as ((value: unknown) => boolean) | undefined)?.(draft[field.name as keyof F]));
  // Five filters fit three to a row on a wide screen, four fit on one.
  const column = { xs: 24, md: 12, xl: fields.length > 4 ? 8 : 6 };

  return (
    // A plain form, drawn as antd's vertical Form.Item draws its labels: antd's Form (rc-form and
    // async-validator) added 15 kB to every list page (clinic list 152.5 -> 137.2 kB) for a box
    // that validates nothing.
    <form
      role="search"
      aria-label={text('filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) onSearch(draft);
      }}
      style={{
        padding: 16,
        marginBlockEnd: 16,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
      }}
    >
      <Row gutter={[16, 0]}>
        {fields.map((field) => {
          const id = `${idPrefix}-${field.name}`;
          const input = field.input as (props: FilterInputProps<unknown>) => ReactNode;
          return (
            <Col key={id} {...column}>
              <div style={{ marginBlockEnd: token.marginLG }}>
                <label htmlFor={id} style={{ display: 'block', paddingBlockEnd: token.paddingXS, color: token.colorText }}>
                  {text(`filters.${field.name}`)}
                </label>
                {input({ id, value: draft[field.name as keyof F], onChange: (value) => setDraft((current) => ({ ...current, [field.name]: value })) })}
              </div>
            </Col>
          );
        })}
      </Row>
      <Space>
        <Button type="primary" htmlType="submit" disabled={idle || invalid}>
          {intl.formatMessage({ id: 'ui.listPage.search' })}
        </Button>
        <Button htmlType="button" onClick={onClear} disabled={idle}>
          {intl.formatMessage({ id: 'ui.listPage.clear' })}
        </Button>
      </Space>
    </form>
  );
}
