import { createServer } from 'node:net'

/** Before the embedded database starts, so a busy port leaves nothing running behind. */
export const portInUseMessage = (port: number): Promise<string | null> =>
  new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        resolve(`Port ${port} is already in use — stop the other server or set PORT`)
      } else if (error.code === 'EACCES') {
        resolve(`Port ${port} needs privileges this process lacks — set PORT to 1024 or above`)
      } else {
        resolve(`Port ${port} cannot be used (${error.code ?? error.message}) — set PORT`)
      }
    })
    probe.listen(port, () => probe.close(() => resolve(null)))
  })
