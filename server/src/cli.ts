import { runCli } from './cli/run';

/** `node server/dist/cli.mjs migrate | admin:create --username boss1 | create-member --username demo01 --password demo1234` */
runCli(process.argv.slice(2), process.env, console).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('the command failed:', error);
    process.exit(1);
  },
);
