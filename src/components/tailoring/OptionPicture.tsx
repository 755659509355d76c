import type { ReactNode } from 'react';
import { accent, Bodice, cloth, ink, Kurta, necks, Saree, Skirt } from './garment-sketches';

// Each option drawn as a small garment sketch in the catalogue's textile palette, so the picker shows
// what a neck, sleeve or finish looks like instead of naming it only. Decorative: the option's name is
// its accessible label.

function drawing(picture: string): ReactNode {
  if (picture.startsWith('neck-')) return <Bodice neck={necks[picture.slice(5)] ?? necks.round!} />;
  if (picture.startsWith('back-'))
    return (
      <Bodice
        back
        neck={necks[picture === 'back-dori' ? 'deep-u' : picture.slice(5)] ?? necks.round!}
        extra={
          picture === 'back-dori' ? (
            <path d="M23 30 Q32 34 41 30 M32 32 L28 44 M32 32 L36 44" stroke={accent} strokeWidth="1.5" fill="none" />
          ) : picture === 'back-keyhole' ? (
            <ellipse cx="32" cy="26" rx="3" ry="6" fill="#fff" stroke={ink} strokeWidth="1.2" />
          ) : undefined
        }
      />
    );
  switch (picture) {
    case 'none':
      return (
        <g fill="none" stroke={ink} strokeWidth="2">
          <circle cx="32" cy="32" r="16" />
          <path d="M21 43 L43 21" />
        </g>
      );
    case 'sleeve-none':
      return <Bodice neck={necks.round!} sleeves="none" />;
    case 'sleeve-cap':
      return <Bodice neck={necks.round!} sleeves="cap" />;
    case 'sleeve-puff':
      return <Bodice neck={necks.round!} sleeves="puff" />;
    case 'sleeve-bell':
      return <Bodice neck={necks.round!} sleeves="bell" />;
    case 'sleeve-set-in':
    case 'length-short':
      return <Bodice neck={necks.round!} sleeves={4} />;
    case 'length-elbow':
      return <Bodice neck={necks.round!} sleeves={14} />;
    case 'length-three-quarter':
      return <Bodice neck={necks.round!} sleeves={22} />;
    case 'length-full':
      return <Bodice neck={necks.round!} sleeves={30} />;
    case 'lining-none':
      return <Bodice neck={necks.round!} />;
    case 'lining-cotton':
    case 'lining-silk':
      return (
        <Bodice
          neck={necks.round!}
          extra={
            <path
              d="M21 26 L21 47 Q32 50 43 47 L43 26"
              fill="none"
              stroke={picture === 'lining-silk' ? accent : '#8a6d5a'}
              strokeWidth="2"
              strokeDasharray="3 2"
            />
          }
        />
      );
    case 'padding':
      return (
        <Bodice
          neck={necks.sweetheart!}
          extra={
            <g fill="none" stroke={accent} strokeWidth="2">
              <path d="M22 34 Q26 28 31 34" />
              <path d="M33 34 Q38 28 42 34" />
            </g>
          }
        />
      );
    case 'closure-front':
      return (
        <Bodice
          neck={necks.round!}
          extra={<path d="M32 26 L32 50" stroke={ink} strokeWidth="1" strokeDasharray="1 3" />}
        />
      );
    case 'closure-back':
      return (
        <Bodice
          back
          neck={necks['deep-u']!}
          extra={<path d="M32 36 L32 50" stroke={ink} strokeWidth="2" strokeDasharray="1 2" />}
        />
      );
    case 'closure-zip':
      return <Bodice neck={necks.round!} extra={<path d="M44 28 L44 48" stroke={accent} strokeWidth="2.5" />} />;
    case 'tassel-none':
      return <Saree />;
    case 'tassel-simple':
    case 'tassel-beaded':
    case 'tassel-crochet':
      return (
        <Saree
          extra={
            <g stroke={ink} strokeWidth="1.2">
              {[14, 24, 34, 44, 52].map((x) => (
                <g key={x}>
                  <path d={`M${x} 52 L${x} 60`} />
                  <circle
                    cx={x}
                    cy="60"
                    r={picture === 'tassel-beaded' ? 2.5 : 1.5}
                    fill={picture === 'tassel-crochet' ? '#fff' : accent}
                  />
                </g>
              ))}
            </g>
          }
        />
      );
    case 'fall-pico':
    case 'fall':
    case 'pico':
      return (
        <Saree
          extra={
            <>
              {picture !== 'pico' ? <rect x="8" y="46" width="48" height="6" fill={ink} opacity="0.6" /> : null}
              {picture !== 'fall' ? (
                <path d="M8 12 L56 12" stroke={accent} strokeWidth="2" strokeDasharray="1 1.5" />
              ) : null}
            </>
          }
        />
      );
    case 'pleats':
    case 'pallu-open':
    case 'pallu-pleated':
      return (
        <Saree
          extra={
            picture === 'pallu-open' ? (
              <path d="M40 12 L56 4 L60 30 L56 52" fill={accent} opacity="0.6" stroke={ink} strokeWidth="1" />
            ) : (
              <g stroke={ink} strokeWidth="1">
                {[16, 22, 28, 34].map((x) => (
                  <path key={x} d={`M${x} 12 L${x} 52`} />
                ))}
              </g>
            )
          }
        />
      );
    case 'petticoat':
      return <Skirt flare={4} />;
    case 'petticoat-none':
    case 'bottom-none':
      return <Skirt flare={0} extra={<path d="M10 10 L54 56" stroke={ink} strokeWidth="2" />} />;
    case 'kali':
      return (
        <Skirt
          flare={8}
          extra={
            <g stroke={ink} strokeWidth="1">
              {[26, 32, 38].map((x) => (
                <path key={x} d={`M${x} 10 L${x + (x - 32) * 1.6} 56`} />
              ))}
            </g>
          }
        />
      );
    case 'cancan':
      return (
        <Skirt
          flare={10}
          extra={<path d="M12 50 Q32 44 52 50" stroke={accent} strokeWidth="2" fill="none" strokeDasharray="2 2" />}
        />
      );
    case 'size':
      return (
        <g fill="none" stroke={ink} strokeWidth="1.5">
          <path d="M6 40 L58 40 L58 52 L6 52 Z" fill={cloth} />
          {[12, 20, 28, 36, 44, 52].map((x, i) => (
            <path key={x} d={`M${x} 40 L${x} ${i % 2 ? 45 : 48}`} />
          ))}
          <path d="M18 12 L26 8 Q32 14 38 8 L46 12 L46 32 L18 32 Z" fill={cloth} />
        </g>
      );
    case 'salwar':
    case 'churidar':
    case 'palazzo':
      return <Kurta length={36} bottom={picture} />;
    case 'kurta-short':
      return <Kurta length={38} />;
    case 'kurta-knee':
      return <Kurta length={50} />;
    case 'kurta-calf':
      return <Kurta length={60} />;
    case 'dress-anarkali':
      return (
        <Skirt
          flare={12}
          extra={<path d="M22 10 Q32 4 42 10 L42 22 L22 22 Z" fill={cloth} stroke={ink} strokeWidth="1.5" />}
        />
      );
    case 'dress-aline':
      return <Skirt flare={3} />;
    case 'dress-lehenga':
      return <Skirt flare={9} extra={<path d="M4 6 L60 6 L56 14 L8 14 Z" fill={accent} opacity="0.5" />} />;
    default:
      return <Bodice neck={necks.round!} />;
  }
}

export function OptionPicture({ picture, size = 64 }: { picture: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="8" fill="#fbf3ea" />
      {drawing(picture)}
    </svg>
  );
}
