import { PLATFORM_NAMES, type LinkedPlatform } from '../domain';

export interface LinkedPlatformsTableProps {
  platforms: readonly LinkedPlatform[];
  /** The texts of the screen that shows it (the member's own page or the back office). */
  labels: { platform: string; platformId: string; none: string };
  className?: string;
}

/** A member's linked card-room accounts: each platform's name and the member's id on it. */
export function LinkedPlatformsTable({ platforms, labels, className }: LinkedPlatformsTableProps) {
  if (platforms.length === 0) return <p>{labels.none}</p>;
  return (
    <table className={className}>
      <thead>
        <tr>
          <th scope="col">{labels.platform}</th>
          <th scope="col">{labels.platformId}</th>
        </tr>
      </thead>
      <tbody>
        {platforms.map((platform) => (
          <tr key={platform.name}>
            <td>{PLATFORM_NAMES[platform.name]}</td>
            <td>{platform.platformId}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
