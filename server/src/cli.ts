import { runCli } from './cli/run';

/** `node server/dist/cli.mjs create-member --username demo01 --password demo1234 [--balance 1234.56]` */
runCli(process.argv.slice(2), process.env, console).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('the command failed:', error);
    process.exit(1);
  },
);
