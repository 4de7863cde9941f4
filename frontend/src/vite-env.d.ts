/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'local' builds the browser-local data layer (spec reading B); anything else uses the API. */
  readonly VITE_DATA_SOURCE?: string
  /** Base URL of the REST contract; defaults to the same-origin '/api'. */
  readonly VITE_API_BASE_URL?: string
  /** Public origin used for canonical and social URLs; defaults to the page's own origin. */
  readonly VITE_SITE_URL?: string
  /** Names the deploy (shown in index.html's <meta name="build-id">); 'unversioned' when unset. */
  readonly VITE_BUILD_ID: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
