import { mutationOptions, queryOptions } from '@tanstack/react-query'

import type { SmtpConfigInput } from '@/lib/data-source/data-source'
import { dataSource } from '@/lib/data-source/data-source-instance'

export const smtpConfigKeys = {
  all: ['smtp-config'] as const,
  detail: () => [...smtpConfigKeys.all, 'detail'] as const,
}

/** The outgoing-mail settings (admin); the password itself is never returned. */
export const smtpConfigQuery = () =>
  queryOptions({ queryKey: smtpConfigKeys.detail(), queryFn: () => dataSource.smtpConfig.get() })

const refreshSmtpConfig = {
  onSuccess: (_data: unknown, _variables: unknown, _result: unknown, { client }: { client: import('@tanstack/react-query').QueryClient }) =>
    client.invalidateQueries({ queryKey: smtpConfigKeys.all }),
}

/** Admin writes on the SMTP settings; each refreshes the cached settings. */
export const smtpConfigMutations = {
  update: () =>
    mutationOptions({ mutationFn: (changes: SmtpConfigInput) => dataSource.smtpConfig.update(changes), ...refreshSmtpConfig }),
  toggleActive: () =>
    mutationOptions({ mutationFn: () => dataSource.smtpConfig.toggleActive(), ...refreshSmtpConfig }),
  test: () => mutationOptions({ mutationFn: () => dataSource.smtpConfig.test() }),
}
