export default ({ env }: { env: any }) => ({
  'users-permissions': {
    config: {
      jwt: { expiresIn: env('ACCESS_TOKEN_TTL', '15m') },
      register: { allowedFields: [] },
    },
  },
  upload: {
    config: {
      // Staff media in the admin; member avatars have their own 2 MB limit on their endpoint.
      sizeLimit: env.int('UPLOAD_MAX_FILE_SIZE', 5 * 1024 * 1024),
      breakpoints: { large: 1000, medium: 750, small: 500 },
    },
  },
});
