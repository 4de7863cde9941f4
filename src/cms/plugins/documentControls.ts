import type { CollectionConfig, GlobalConfig } from 'payload'

type Controls = { beforeDocumentControls?: unknown[] }

/** `config` with `component` (an import-map path) added to its document's controls. */
const withControl = <C extends CollectionConfig | GlobalConfig>(
  config: C,
  part: 'edit' | 'elements',
  component: string,
): C => {
  const components = (config.admin?.components ?? {}) as Record<string, Controls | undefined>
  const controls = [...(components[part]?.beforeDocumentControls ?? []), component]
  return {
    ...config,
    admin: {
      ...config.admin,
      components: {
        ...components,
        [part]: { ...components[part], beforeDocumentControls: controls },
      },
    },
  }
}

/** A collection keeps its document's controls under `edit`. */
export const withCollectionControl = (collection: CollectionConfig, component: string) =>
  withControl(collection, 'edit', component)

/** A global keeps its document's controls under `elements`. */
export const withGlobalControl = (global: GlobalConfig, component: string) =>
  withControl(global, 'elements', component)
