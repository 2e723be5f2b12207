import { useQuery } from '@tanstack/react-query';
import { Form, type FormInstance } from 'antd';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import type { TObject } from 'typebox';
import { FormDialog } from '@/admin/components/dialog';
import { msgSuccess } from '@/admin/components/feedback';
import { RequestError } from '@/lib/request';
import { fieldOfMessage } from './schema-rules';

// The 添加/修改 dialog of an admin list (RuoYi's el-dialog + el-form with 确 定 / 取 消):
// `useEditForm` opens it empty (with defaults) or for a record it loads, saves through the add or
// the update mutation (whose invalidation refreshes the list), shows a field the server refused
// under that field, and closes with 新增成功 / 修改成功.

export interface FormModalProps<T> {
  /** e.g. '修改参数' / '添加参数'; also the form's accessible name. */
  title: string;
  open: boolean;
  onClose: () => void;
  form: FormInstance<T>;
  /** Called with the validated fields on 确 定. */
  onFinish: (values: T) => void | Promise<void>;
  /** Spins 确 定 while the save is under way. */
  confirmLoading?: boolean;
  /** Dialog width in pixels; default 500. */
  width?: number;
  /** Label width in columns of 24 (default 5), or a flex basis such as '120px'. */
  labelWidth?: number | string;
  afterClose?: () => void;
  /** The form's items. */
  children: ReactNode;
}

/** A dialog around the `edit` form of a list page. */
export function FormModal<T>({ onFinish, width = 500, labelWidth = 5, ...dialog }: FormModalProps<T>) {
  return (
    <FormDialog
      {...dialog}
      width={width}
      formProps={{
        name: 'edit',
        labelCol: typeof labelWidth === 'number' ? { span: labelWidth } : { flex: labelWidth },
        onFinish,
      }}
    />
  );
}

/** What saves: a TanStack mutation of the api files (`useAddUser()`, …). */
interface SaveMutation {
  mutateAsync: (body: never) => Promise<unknown>;
  isPending: boolean;
}

export interface EditFormOptions<V extends object, D> {
  /** 用户 → 添加用户 / 修改用户. */
  noun: string;
  /** The body field that carries the id of the record updated (userId, id, …). */
  idKey: string;
  add: SaveMutation;
  update: SaveMutation;
  /** A new record's values. */
  defaults?: Partial<V>;
  /** Loads the record to edit; the form gets `toValues` of it. */
  load?: (id: number) => Promise<D>;
  /** Loads what a new record's form needs too (e.g. the roles it may pick). */
  loadNew?: () => Promise<D>;
  /** What fills the form from what `load` answered; default the `data` of a RuoYi answer. */
  toValues?: (data: D) => Partial<V>;
  /** The form's values → the request body (default: as they are). */
  toBody?: (values: V) => object;
  /** The request schema: a refusal naming one of its fields' titles is shown under that field. */
  schema?: TObject;
}

/** The state of one add/edit dialog; spread `modal` into <FormModal>. */
export function useEditForm<V extends object, D = unknown>({
  noun,
  idKey,
  add,
  update,
  defaults,
  load,
  loadNew,
  toValues = (answer) => (answer as { data?: Partial<V> }).data ?? {},
  toBody = (values) => values,
  schema,
}: EditFormOptions<V, D>) {
  const [form] = Form.useForm<V>();
  // The record being edited (id) or a new one (no id, with `values` on top of the defaults).
  const [session, setSession] = useState<{ id?: number; values?: Partial<V> } | null>(null);
  const id = session?.id;
  const fetcher = id === undefined ? loadNew : load && (() => load(id));
  const detail = useQuery({
    queryKey: ['edit-form', noun, id ?? 'new'],
    queryFn: () => fetcher!(),
    enabled: session !== null && fetcher !== undefined,
    staleTime: 0,
  });
  // A record is filled once its fresh copy has come, a new one at once with its defaults (what
  // `loadNew` answers gives the form options, not values, so nothing typed is overwritten), and
  // each opening only once: a later refetch leaves the admin's edits alone. Filled before the
  // dialog is painted, so nothing picked in its first moment is wiped by the filling.
  const waiting = id !== undefined && load !== undefined && (detail.isFetching || detail.data === undefined);
  const filled = useRef<object | null>(null);
  useLayoutEffect(() => {
    if (!session || waiting || filled.current === session) return;
    filled.current = session;
    form.resetFields();
    const values =
      session.id === undefined ? { ...defaults, ...session.values } : detail.data && toValues(detail.data);
    form.setFieldsValue((values ?? {}) as V);
    // defaults and toValues are the page's, new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, waiting, form]);

  const close = () => setSession(null);
  const save = async (values: V) => {
    const body = toBody(values);
    try {
      await (id === undefined
        ? add.mutateAsync(body as never)
        : update.mutateAsync({ ...body, [idKey]: id } as never));
    } catch (error) {
      const field =
        error instanceof RequestError && schema ? fieldOfMessage(schema, error.message) : undefined;
      if (field) form.setFields([{ name: field as never, errors: [(error as Error).message] }]);
      return;
    }
    msgSuccess(id === undefined ? '新增成功' : '修改成功');
    close();
  };

  return {
    form,
    /** The record's id while editing one. */
    id,
    /** What `load` / `loadNew` answered. */
    data: detail.data,
    isOpen: session !== null,
    /** Opens the dialog: for the record `id`, or for a new one with `values` on top of the defaults. */
    open: (recordId?: number, values?: Partial<V>) => setSession({ id: recordId, values }),
    close,
    modal: {
      title: `${id === undefined ? '添加' : '修改'}${noun}`,
      open: session !== null,
      onClose: close,
      form,
      onFinish: save,
      confirmLoading: add.isPending || update.isPending,
    } satisfies Omit<FormModalProps<V>, 'children'>,
  };
}
