import r2wc from '@r2wc/react-to-web-component';
import { useMemo, useSyncExternalStore } from 'react';
import type { AssistantApi } from '../api/assistant-api';
import { createDefaultAssistantApi } from '../api/create-lazy-assistant-api';
import { AssistantRoot } from '../components/assistant-root';
import type { AssistantEventMap, AssistantEventName } from '../state/assistant-events';
import { type AssistantUser, parseUser, parseWidgetConfig } from './widget-config';

/** Attributes of `<edu-assistant>` (r2wc maps each camelCase prop to its dashed attribute). */
interface ElementProps {
  container?: HTMLElement;
  apiBase?: string;
  include?: string;
  exclude?: string;
  allowedUsers?: string;
  model?: string;
  siteName?: string;
  uid?: string;
  token?: string;
}

const ATTRIBUTE_PROPS = {
  apiBase: 'string',
  include: 'string',
  exclude: 'string',
  allowedUsers: 'string',
  model: 'string',
  siteName: 'string',
  uid: 'string',
  token: 'string',
} as const;

/** r2wc's internal keys (registered with Symbol.for, so they are stable across copies of r2wc). */
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
/** Where the standalone loader keeps a `user` set before the element was defined. */
const EARLY_USER = Symbol.for('edu-assistant.early-user');

/** What the React side needs from the host element. */
interface AssistantHost extends HTMLElement {
  readonly user: AssistantUser | undefined;
  subscribeUser(listener: () => void): () => void;
  createApi?: (config: { apiBase: string; getToken(): string | undefined }) => AssistantApi;
}

function ElementView(props: ElementProps) {
  const shadowRoot = props.container as unknown as ShadowRoot;
  const host = shadowRoot.host as AssistantHost;
  const user = useSyncExternalStore(
    (listener) => host.subscribeUser(listener),
    () => host.user,
  );
  const { apiBase, include, exclude, allowedUsers, model, siteName, uid, token } = props;
  const config = useMemo(
    () => parseWidgetConfig({ apiBase, include, exclude, allowedUsers, model, siteName, uid, token, user }),
    [apiBase, include, exclude, allowedUsers, model, siteName, uid, token, user],
  );
  const emit = useMemo(
    () =>
      <Name extends AssistantEventName>(name: Name, detail: AssistantEventMap[Name]) => {
        host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
      },
    [host],
  );
  return (
    <AssistantRoot
      shadowRoot={shadowRoot}
      config={config}
      createApi={host.createApi ?? createDefaultAssistantApi}
      emit={emit}
      storageScope={host.id}
    />
  );
}

/**
 * The `<edu-assistant>` class: r2wc's element with an open shadow root, plus what r2wc lacks:
 * a validated `user` property that never lands in an attribute (it carries the token), attribute
 * removal that resets the prop, and properties set before the element was defined.
 */
export function createElementClass(): CustomElementConstructor {
  const Base = r2wc(ElementView, { shadow: 'open', props: ATTRIBUTE_PROPS }) as unknown as {
    new (): HTMLElement &
      Record<symbol, unknown> & {
        attributeChangedCallback(name: string, old: string | null, value: string | null): void;
        connectedCallback(): void;
      };
    observedAttributes: string[];
  };

  class EduAssistantElement extends Base {
    #user: AssistantUser | undefined;
    #userListeners = new Set<() => void>();

    get user(): AssistantUser | undefined {
      return this.#user;
    }

    /** `{ uid, name?, token? }`; anything else clears the user. */
    set user(value: unknown) {
      this.#user = parseUser(value);
      for (const listener of this.#userListeners) listener();
    }

    subscribeUser(listener: () => void): () => void {
      this.#userListeners.add(listener);
      return () => this.#userListeners.delete(listener);
    }

    override connectedCallback() {
      // A host may set `user` before this class was defined: that own property hides the accessor.
      // The standalone loader keeps such a value under a shared symbol.
      if (Object.hasOwn(this, 'user')) {
        const early = (this as unknown as { user: unknown }).user;
        delete (this as unknown as { user?: unknown }).user;
        this.user = early;
      }
      if (Object.hasOwn(this, EARLY_USER)) {
        const early = (this as unknown as Record<symbol, unknown>)[EARLY_USER];
        delete (this as unknown as Record<symbol, unknown>)[EARLY_USER];
        if (early !== undefined) this.user = early;
      }
      super.connectedCallback();
    }

    override attributeChangedCallback(name: string, old: string | null, value: string | null) {
      if (value === null || value === '') {
        // r2wc keeps the old value when an attribute is removed; clear it.
        const prop = name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
        const props = this[PROPS] as Record<string, unknown> | undefined;
        if (props && prop in props) {
          delete props[prop];
          (this[RENDER] as () => void).call(this);
        }
        return;
      }
      super.attributeChangedCallback(name, old, value);
    }
  }
  return EduAssistantElement;
}
