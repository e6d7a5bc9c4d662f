"use client";

import "@photo-sphere-viewer/core/index.css";
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import type { Viewer } from "@photo-sphere-viewer/core";

export interface TourSceneProps {
  id: string;
  title: string;
  description: string;
  panoramaUrl: string;
  /** The still photo, rendered on the server (CmsCover): next/image's client component would add to every page's script. */
  still: ReactNode;
  initialYaw: number;
}

export interface TourLabels {
  scenes: string;
  left: string;
  right: string;
  up: string;
  down: string;
  zoomIn: string;
  zoomOut: string;
  loading: string;
  fallback: string;
  viewerLabel: string;
  start: string;
}

const STEP = Math.PI / 8;

function webglAvailable(): boolean {
  try {
    const canvas = document.createElement("canvas");
    return Boolean(canvas.getContext("webgl2") ?? canvas.getContext("webgl"));
  } catch {
    return false;
  }
}

/**
 * The 360° tour. The still photo is the server-rendered base (what visitors
 * without JavaScript or WebGL see); Photo Sphere Viewer (and three.js, the
 * largest chunk the site has, plus the panorama) load only when the guest starts the tour, so
 * opening the page on a phone costs neither the download nor seconds of
 * WebGL set-up on the main thread.
 */
export function TourViewer({ scenes, labels }: { scenes: TourSceneProps[]; labels: TourLabels }) {
  const [index, setIndex] = useState(0);
  const [status, setStatus] = useState<"still" | "loading" | "ready" | "unsupported">("still");
  const [started, setStarted] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<Viewer | null>(null);
  const scene = scenes[index] ?? scenes[0];

  useEffect(() => {
    const first = scene;
    if (!started || !first || !containerRef.current) return;
    if (!webglAvailable()) {
      // The viewer is an outside system that says at start whether it can run here.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setStatus("unsupported");
      return;
    }
    let cancelled = false;
    setStatus("loading");
    import("@photo-sphere-viewer/core")
      .then(({ Viewer }) => {
        if (cancelled || !containerRef.current) return;
        const viewer = new Viewer({
          container: containerRef.current,
          panorama: first.panoramaUrl,
          defaultYaw: `${first.initialYaw}deg`,
          navbar: false,
          keyboard: false,
          mousewheelCtrlKey: true,
          touchmoveTwoFingers: false,
          loadingTxt: labels.loading,
        });
        viewer.addEventListener(
          "ready",
          () => {
            setStatus("ready");
            // The start button is gone: focus goes to the view instead of the page's top.
            if (document.activeElement === document.body) containerRef.current?.focus();
          },
          { once: true },
        );
        viewerRef.current = viewer;
      })
      .catch(() => {
        if (!cancelled) setStatus("unsupported");
      });
    return () => {
      cancelled = true;
      viewerRef.current?.destroy();
      viewerRef.current = null;
    };
    // The viewer is created once, on start; scene changes go through setPanorama.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [started]);

  function showScene(next: number) {
    const target = scenes[next];
    if (!target || next === index) return;
    setIndex(next);
    viewerRef.current
      ?.setPanorama(target.panoramaUrl, { position: { yaw: `${target.initialYaw}deg`, pitch: 0 }, transition: true })
      .catch(() => setStatus("unsupported"));
  }

  function turn(dYaw: number, dPitch: number) {
    const viewer = viewerRef.current;
    if (!viewer) return;
    const { yaw, pitch } = viewer.getPosition();
    viewer.animate({ yaw: yaw + dYaw, pitch: Math.max(-1.4, Math.min(1.4, pitch + dPitch)), speed: "20rpm" });
  }

  function zoom(direction: 1 | -1) {
    const viewer = viewerRef.current;
    if (!viewer) return;
    if (direction > 0) viewer.zoomIn(10);
    else viewer.zoomOut(10);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // The photo is not mirrored in Arabic, so left means left in both locales.
    const actions: Record<string, () => void> = {
      ArrowLeft: () => turn(-STEP, 0),
      ArrowRight: () => turn(STEP, 0),
      ArrowUp: () => turn(0, STEP / 2),
      ArrowDown: () => turn(0, -STEP / 2),
      "+": () => zoom(1),
      "=": () => zoom(1),
      "-": () => zoom(-1),
      _: () => zoom(-1),
    };
    const action = actions[event.key];
    if (action && status === "ready") {
      event.preventDefault();
      action();
    }
  }

  if (!scene) return null;
  const interactive = status === "ready";

  return (
    <div className="tour" data-status={status}>
      {scenes.length > 1 ? (
        <div className="tour__scenes" role="group" aria-label={labels.scenes}>
          {scenes.map((s, i) => (
            <button key={s.id} type="button" className="tour__scene" aria-pressed={i === index} onClick={() => showScene(i)}>
              {s.title}
            </button>
          ))}
        </div>
      ) : null}
      <div className="tour__stage">
        {scene.still}
        {/* An ARIA application: the 360° view takes the arrow keys itself (and has buttons for the same). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <div
          ref={containerRef}
          className="tour__viewer"
          role="application"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={interactive ? 0 : -1}
          aria-label={labels.viewerLabel.replace("{scene}", scene.title)}
          aria-roledescription="360°"
          onKeyDown={onKeyDown}
        />
        {!started ? (
          <button type="button" className="button button--gold tour__start" onClick={() => setStarted(true)}>
            {labels.start}
          </button>
        ) : null}
      </div>
      {status === "unsupported" ? <p className="tour__note">{labels.fallback}</p> : null}
      <div className="tour__controls" aria-hidden={!interactive}>
        <ControlButton label={labels.left} onClick={() => turn(-STEP, 0)} disabled={!interactive} path="M15 6l-6 6 6 6" />
        <ControlButton label={labels.up} onClick={() => turn(0, STEP / 2)} disabled={!interactive} path="M6 15l6-6 6 6" />
        <ControlButton label={labels.down} onClick={() => turn(0, -STEP / 2)} disabled={!interactive} path="M6 9l6 6 6-6" />
        <ControlButton label={labels.right} onClick={() => turn(STEP, 0)} disabled={!interactive} path="M9 6l6 6-6 6" />
        <ControlButton label={labels.zoomIn} onClick={() => zoom(1)} disabled={!interactive} path="M12 5v14M5 12h14" />
        <ControlButton label={labels.zoomOut} onClick={() => zoom(-1)} disabled={!interactive} path="M5 12h14" />
      </div>
      {scene.description ? <p className="tour__caption">{scene.description}</p> : null}
    </div>
  );
}

function ControlButton({ label, onClick, disabled, path }: { label: string; onClick: () => void; disabled: boolean; path: string }) {
  return (
    <button type="button" className="icon-button tour__control" aria-label={label} title={label} onClick={onClick} disabled={disabled}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
