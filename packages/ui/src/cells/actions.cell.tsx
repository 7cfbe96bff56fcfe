import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNotify } from '../notify';

export interface RowAction {
  key: string;
  label: ReactNode;
  /** Text of the action for notices (defaults to the label when it is a string, else the key). */
  name?: string;
  danger?: boolean;
  /** Without a handler the action answers '{action} has not been implemented in this version.' */
  onSelect?: () => void;
}

export interface ActionsCellProps {
  actions: RowAction[];
  /** What the row is, for the trigger's accessible name ('Actions for Noor Clinic'). */
  rowName?: string;
}

/** The row's action menu behind one button (spec 1: View Information, Remove, Update...). */
export function ActionsCell({ actions, rowName }: ActionsCellProps) {
  const intl = useIntl();
  const notify = useNotify();

  const choose = (key: string) => {
    const action = actions.find((candidate) => candidate.key === key);
    if (action?.onSelect) {
      action.onSelect();
      return;
    }
    const name = action?.name ?? (typeof action?.label === 'string' ? action.label : key);
    notify.info(intl.formatMessage({ id: 'ui.cells.actions.notImplemented' }, { action: name }));
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: actions.map(({ key, label, danger }) => ({ key, label, danger })),
        onClick: ({ key }) => choose(key),
      }}
    >
      <Button
        type="text"
        icon={<MoreOutlined />}
        aria-haspopup="menu"
        aria-label={
          rowName
            ? intl.formatMessage({ id: 'ui.cells.actions.triggerFor' }, { name: rowName })
            : intl.formatMessage({ id: 'ui.cells.actions.trigger' })
        }
      />
    </Dropdown>
  );
}
