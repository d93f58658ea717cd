// ioredis is the server workspace's dependency, not the root's: undeclared where this file sits.
import Redis from 'ioredis';

export const client = Redis;
