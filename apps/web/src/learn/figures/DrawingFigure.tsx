import type { Drawing, FigureShape } from '@abhyas/domain';
import { arcPath } from './figure-geometry.ts';

const DEFAULT_TEXT_SIZE = 14;

function Shape({ shape }: { shape: FigureShape }) {
  const dash = 'dashed' in shape && shape.dashed ? '6 4' : undefined;
  const fill = 'shaded' in shape && shape.shaded ? 'learn-figure__shade' : 'learn-figure__hollow';
  switch (shape.type) {
    case 'line':
      return <line x1={shape.x1} y1={shape.y1} x2={shape.x2} y2={shape.y2} strokeDasharray={dash} />;
    case 'polygon': {
      const points = shape.points.map(([x, y]) => `${x},${y}`).join(' ');
      return shape.open ? (
        <polyline points={points} className="learn-figure__hollow" strokeDasharray={dash} />
      ) : (
        <polygon points={points} className={fill} strokeDasharray={dash} />
      );
    }
    case 'circle':
      return <circle cx={shape.cx} cy={shape.cy} r={shape.r} className={fill} strokeDasharray={dash} />;
    case 'arc':
      return (
        <path
          d={arcPath(shape.cx, shape.cy, shape.r, shape.start, shape.end)}
          className="learn-figure__hollow"
        />
      );
    case 'dot':
      return <circle cx={shape.x} cy={shape.y} r={3} className="learn-figure__ink" />;
    case 'text': {
      const scaleX = shape.mirrored ? -1 : 1;
      const scaleY = shape.flipped ? -1 : 1;
      const transform =
        scaleX === 1 && scaleY === 1
          ? undefined
          : `translate(${shape.x} ${shape.y}) scale(${scaleX} ${scaleY}) translate(${-shape.x} ${-shape.y})`;
      return (
        <text
          x={shape.x}
          y={shape.y}
          fontSize={shape.size ?? DEFAULT_TEXT_SIZE}
          textAnchor={shape.anchor ?? 'middle'}
          dominantBaseline="central"
          transform={transform}
          className="learn-figure__text"
        >
          {shape.text}
        </text>
      );
    }
  }
}

/**
 * A line drawing from the question's data, in the theme's text colour; a screen reader reads its
 * text alternative instead of the shapes.
 */
export function DrawingFigure({
  drawing,
  alt,
  className,
}: {
  drawing: Drawing;
  alt: string;
  className?: string;
}) {
  return (
    <svg
      className={`learn-figure__drawing ${className ?? ''}`}
      viewBox={`0 0 ${drawing.width} ${drawing.height}`}
      role="img"
      aria-label={alt}
    >
      {drawing.shapes.map((shape, index) => (
        // Shapes have no identity beyond their place in the drawing.
        // biome-ignore lint/suspicious/noArrayIndexKey: a drawing's shapes never reorder
        <Shape key={index} shape={shape} />
      ))}
    </svg>
  );
}
