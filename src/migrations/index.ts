import * as migration_20261121_200519_initial from './20261121_200519_initial';

export const migrations = [
  {
    up: migration_20261121_200519_initial.up,
    down: migration_20261121_200519_initial.down,
    name: '20261121_200519_initial'
  },
];
