import { useCallback, useState, useSyncExternalStore } from 'react';

/**
 * A form's values and errors kept outside React state, each field subscribed to its own entry: a keystroke
 * re-renders the field typed in and nothing else of the form (typing stays instant on a cheap tablet).
 * The form reads every value when it saves (`values()`) and sets the errors it found (`setErrors`), which re-render
 * only the fields whose error changed. Typing in a field clears its error, as the forms always did.
 *
 *   const store = useFieldStore(() => ({ name: '', price: '' }));
 *   function NameField() { const { value, error, set } = useStoreField(store, 'name'); … }
 */
export interface FieldStore<T extends object> {
  get<K extends keyof T>(name: K): T[K];
  /** Every value, as typed (a copy). */
  values(): T;
  set<K extends keyof T>(name: K, value: T[K]): void;
  error(name: string): string | undefined;
  errors(): Record<string, string>;
  /** Replaces every error (an empty object clears them). */
  setErrors(errors: Record<string, string | undefined>): void;
  subscribe(name: string, listener: () => void): () => void;
}

export function createFieldStore<T extends object>(initial: T): FieldStore<T> {
  let values: T = { ...initial };
  let errors: Record<string, string> = {};
  const listeners = new Map<string, Set<() => void>>();
  const notify = (name: string) => {
    for (const l of listeners.get(name) ?? []) l();
  };
  return {
    get: (name) => values[name],
    values: () => ({ ...values }),
    set(name, value) {
      const key = String(name);
      const hadError = key in errors;
      if (Object.is(values[name], value) && !hadError) return;
      values = { ...values, [name]: value };
      if (hadError) {
        errors = { ...errors };
        delete errors[key];
      }
      notify(key);
    },
    error: (name) => errors[name],
    errors: () => ({ ...errors }),
    setErrors(next) {
      const before = errors;
      errors = {};
      for (const [k, v] of Object.entries(next)) if (v) errors[k] = v;
      for (const k of new Set([...Object.keys(before), ...Object.keys(errors)])) if (before[k] !== errors[k]) notify(k);
    },
    subscribe(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}

/** The component's own store, made once from its initial values. */
export function useFieldStore<T extends object>(initial: () => T): FieldStore<T> {
  const [store] = useState(() => createFieldStore(initial()));
  return store;
}

/** One field's value, error and setter: the calling component re-renders when they change, and only then. */
export function useStoreField<T extends object, K extends keyof T & string>(store: FieldStore<T>, name: K) {
  const subscribe = useCallback((listener: () => void) => store.subscribe(name, listener), [store, name]);
  const value = useSyncExternalStore(subscribe, () => store.get(name));
  const error = useSyncExternalStore(subscribe, () => store.error(name));
  const set = useCallback((v: T[K]) => store.set(name, v), [store, name]);
  return { value, error, set };
}
