import type { AssistantApiFactory } from '../api/create-lazy-assistant-api';
import { type AssistantShell, createAssistantShell } from '../shell/create-assistant-shell';
import type { AssistantEventMap, AssistantEventName } from '../state/assistant-events';
import { pageStorage } from './key-value-storage';
import { type AssistantUser, parseUser, parseWidgetConfig } from './widget-config';

/** The attributes of `<edu-assistant>`, each with the property that reflects it. */
const ATTRIBUTES = {
  apiBase: 'api-base',
  include: 'include',
  exclude: 'exclude',
  allowedUsers: 'allowed-users',
  model: 'model',
  mode: 'mode',
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

/** What the element holds: the present attributes and the validated user. */
interface HostState {
  readonly attributes: Readonly<Partial<Record<AttributeProperty, string>>>;
  readonly user: AssistantUser | undefined;
}

/**
 * The `<edu-assistant>` class, in plain DOM (issue #36): on connection it builds its shell in an open
 * shadow root (the launcher, the path rules, the loading panel), and the panel's code (React and the rest)
 * is imported and mounted only when someone reaches for the launcher. The element owns its state
 * (ADR 0010): the observed attributes (removing one resets its setting) with reflecting properties, and a
 * validated `user` property that never lands in an attribute (it carries the token). Properties set before
 * the element was defined are taken over on connection.
 */
export function createElementClass(): CustomElementConstructor {
  class EduAssistantElement extends HTMLElement {
    static get observedAttributes(): string[] {
      return Object.values(ATTRIBUTES);
    }

    /** Replaces the HTTP client (tests, custom transports); read when the panel's (or the voice's) code loads. */
    declare createApi?: AssistantApiFactory;

    #state: HostState = { attributes: {}, user: undefined };
    #shell: AssistantShell | undefined;

    /** `{ uid, name?, token? }`; anything else clears the user. */
    get user(): AssistantUser | undefined {
      return this.#state.user;
    }

    set user(value: unknown) {
      this.#update({ user: parseUser(value) });
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      const property = PROPERTY_OF.get(name);
      if (!property || this.#state.attributes[property] === (value ?? undefined)) return;
      const { [property]: _previous, ...others } = this.#state.attributes;
      this.#update({ attributes: value === null ? others : { ...others, [property]: value } });
    }

    connectedCallback() {
      // A host may set properties before this class was defined: such own properties hide the accessors.
      for (const property of ['user', 'createApi', ...Object.keys(ATTRIBUTES)]) {
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
      this.#shell?.dispose();
      this.#shell = createAssistantShell({
        host: this,
        root: this.shadowRoot ?? this.attachShadow({ mode: 'open' }),
        config: this.#config(),
        storage: pageStorage(),
        storageScope: this.id,
        emit: this.#emit,
        getCreateApi: () => this.createApi,
        loadApp: (shell) => this.#loadApp(shell),
      });
    }

    disconnectedCallback() {
      this.#shell?.dispose();
      this.#shell = undefined;
    }

    /**
     * The panel's code, its chunks in one round trip (Vite preloads a dynamic import's dependencies in
     * parallel). The API client follows when the panel first asks for the conversation list: run at the
     * same time, its schemas would be evaluated while the panel is being drawn.
     */
    async #loadApp(shell: AssistantShell): Promise<() => void> {
      const { mountAssistantApp } = await import('../app/mount-assistant-app');
      return mountAssistantApp(shell, { createApi: this.createApi, emit: this.#emit, storageScope: this.id });
    }

    #emit = <Name extends AssistantEventName>(name: Name, detail: AssistantEventMap[Name]) => {
      this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
    };

    #config() {
      return parseWidgetConfig({ ...this.#state.attributes, user: this.#state.user });
    }

    #update(change: Partial<HostState>) {
      this.#state = { ...this.#state, ...change };
      this.#shell?.setConfig(this.#config());
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
