import type { UIFieldServerProps } from 'payload'

/** Whether a media item is the profile photo: join fields cannot point at a global. */
export const ProfilePhotoUsage = async ({ id, payload, req }: UIFieldServerProps) => {
  if (id === undefined) return null
  const profile = await payload.findGlobal({
    slug: 'personal-info',
    depth: 0,
    overrideAccess: true,
    req,
  })
  const avatar = profile.avatar
  const avatarId = typeof avatar === 'object' && avatar ? avatar.id : avatar
  const isProfilePhoto = avatarId != null && String(avatarId) === String(id)
  return (
    <div className="field-type profile-photo-usage" style={{ marginBottom: 24 }}>
      <div className="field-label">Used as profile photo</div>
      {isProfilePhoto ? (
        <p data-testid="profile-photo-usage">
          Yes: this is the profile photo in{' '}
          <a href={`${payload.config.routes.admin}/globals/personal-info`}>Personal info</a>.
        </p>
      ) : (
        <p data-testid="profile-photo-usage">No.</p>
      )}
    </div>
  )
}
