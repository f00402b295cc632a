import r2wc from '@r2wc/react-to-web-component';
import { useMemo, useSyncExternalStore } from 'react';
import type { AssistantApi } from '../api/assistant-api';
import { createDefaultAssistantApi } from '../api/create-lazy-assistant-api';
import { AssistantRoot } from '../components/assistant-root';
import type { AssistantEventMap, AssistantEventName } from '../state/assistant-events';
import { type AssistantUser, parseUser, parseWidgetConfig } from './widget-config';

/** The attributes of `<edu-assistant>`, each with the property that reflects it. */
const ATTRIBUTES = {
  apiBase: 'api-base',
  include: 'include',
  exclude: 'exclude',
  allowedUsers: 'allowed-users',
  model: 'model',
  siteName: 'site-name',
  uid: 'uid',
  token: 'token',
} as const;

type AttributeProperty = keyof typeof ATTRIBUTES;
const PROPERTY_OF = new Map(Object.entries(ATTRIBUTES).map(([property, attribute]) => [attribute, property])) as Map<
  string,
  AttributeProperty
>;

/** Where the standalone loader keeps a `user` set before the element was defined. */
const EARLY_USER = Symbol.for('edu-assistant.early-user');

/** What the element holds for its React view: the present attributes and the validated user. */
interface HostState {
  readonly attributes: Readonly<Partial<Record<AttributeProperty, string>>>;
  readonly user: AssistantUser | undefined;
}

/** What the React view needs from its host element. */
interface AssistantHost extends HTMLElement {
  subscribeState(listener: () => void): () => void;
  getState(): HostState;
  createApi?: (config: { apiBase: string; getToken(): string | undefined }) => AssistantApi;
}

/** r2wc's element class; the lifecycle callbacks are the Custom Elements ones, which mount and unmount the view. */
type R2wcElementClass = new () => HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };

/** The React view r2wc renders; `container` is r2wc's public prop: the open shadow root it created. */
function ElementView({ container }: { container?: HTMLElement }) {
  const shadowRoot = container as unknown as ShadowRoot;
  const host = shadowRoot.host as AssistantHost;
  const { attributes, user } = useSyncExternalStore(host.subscribeState, host.getState);
  const config = useMemo(() => parseWidgetConfig({ ...attributes, user }), [attributes, user]);
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
 * The `<edu-assistant>` class. r2wc (public API only: `r2wc(View, { shadow: 'open' })` and its
 * `container` prop) creates the open shadow root and mounts the React view while the element is
 * connected. The element itself owns its state: the observed attributes (removing one resets its
 * setting, which r2wc's own attribute props would not do: they ignore a removed or empty attribute)
 * with reflecting properties, and a validated `user` property that never lands in an attribute (it
 * carries the token). Properties set before the element was defined are taken over on connection.
 */
export function createElementClass(): CustomElementConstructor {
  const Base = r2wc(ElementView, { shadow: 'open' }) as R2wcElementClass;

  class EduAssistantElement extends Base implements AssistantHost {
    static get observedAttributes(): string[] {
      return Object.values(ATTRIBUTES);
    }

    #state: HostState = { attributes: {}, user: undefined };
    #listeners = new Set<() => void>();

    /** `{ uid, name?, token? }`; anything else clears the user. */
    get user(): AssistantUser | undefined {
      return this.#state.user;
    }

    set user(value: unknown) {
      this.#update({ user: parseUser(value) });
    }

    // Arrow properties: useSyncExternalStore needs the same functions on every render.
    readonly subscribeState = (listener: () => void): (() => void) => {
      this.#listeners.add(listener);
      return () => this.#listeners.delete(listener);
    };

    readonly getState = (): HostState => this.#state;

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      const property = PROPERTY_OF.get(name);
      if (!property || this.#state.attributes[property] === (value ?? undefined)) return;
      const { [property]: _previous, ...others } = this.#state.attributes;
      this.#update({ attributes: value === null ? others : { ...others, [property]: value } });
    }

    override connectedCallback() {
      // A host may set properties before this class was defined: such own properties hide the accessors.
      for (const property of ['user', ...Object.keys(ATTRIBUTES)]) {
        if (!Object.hasOwn(this, property)) continue;
        const early = (this as unknown as Record<string, unknown>)[property];
        delete (this as unknown as Record<string, unknown>)[property];
        (this as unknown as Record<string, unknown>)[property] = early;
      }
      // The standalone loader keeps such a `user` under a shared symbol.
      if (Object.hasOwn(this, EARLY_USER)) {
        const early = (this as unknown as Record<symbol, unknown>)[EARLY_USER];
        delete (this as unknown as Record<symbol, unknown>)[EARLY_USER];
        if (early !== undefined) this.user = early;
      }
      super.connectedCallback();
    }

    #update(change: Partial<HostState>) {
      this.#state = { ...this.#state, ...change };
      for (const listener of [...this.#listeners]) listener();
    }
  }

  // Each attribute's property reflects it: reading gives the attribute, writing sets or removes it.
  for (const [property, attribute] of Object.entries(ATTRIBUTES)) {
    Object.defineProperty(EduAssistantElement.prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return this.getAttribute(attribute) ?? undefined;
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined) this.removeAttribute(attribute);
        else this.setAttribute(attribute, String(value));
      },
    });
  }
  return EduAssistantElement;
}
