package main

import (
	"bytes"
	"fmt"
	"image"
	_ "image/jpeg" // DecodeConfig of the photos below
	_ "image/png"
	"io"
	"slices"

	"github.com/disintegration/imaging"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/router"
)

// Staff upload photos as a phone or a photographer delivers them (up to 25 MB,
// pb_migrations/1765050000_photo_uploads.js). The site never shows one wider
// than its 1600 px thumb, so each is stored at most photoMaxSide on its long
// side, turned upright from its EXIF orientation (which re-encoding drops,
// with the rest of the camera's metadata, a phone's location included), unless
// settings.keep_photo_originals is on. Smaller photos, and formats this
// cannot encode (WebP, AVIF), are stored as uploaded.
const (
	photoMaxSide = 2560
	// A decoded photo costs 4 bytes a pixel: 100 million pixels is 400 MB of
	// memory. A camera's 25 MB JPEG is about 45 million; more is refused.
	photoMaxPixels = 100_000_000
	photoQuality   = 85
)

// The 360° panoramas are shown at full size by the tour's viewer.
var photoFieldsKeptWhole = map[string][]string{"tour_scenes": {"panorama"}}

func registerPhotoResizing(app core.App) {
	resize := func(e *core.RecordEvent) error {
		if err := resizeNewPhotos(e.App, e.Record); err != nil {
			return err
		}
		return e.Next()
	}
	app.OnRecordCreate().BindFunc(resize)
	app.OnRecordUpdate().BindFunc(resize)
}

func resizeNewPhotos(app core.App, record *core.Record) error {
	collection := record.Collection()
	var keepOriginals *bool
	for _, field := range collection.Fields {
		photos, ok := field.(*core.FileField)
		if !ok || !slices.Contains(photos.MimeTypes, "image/jpeg") || slices.Contains(photoFieldsKeptWhole[collection.Name], photos.Name) {
			continue
		}
		for _, file := range record.GetUnsavedFiles(photos.Name) {
			// Over the field's limit: left for PocketBase's own refusal, which names the limit.
			if photos.MaxSize > 0 && file.Size > photos.MaxSize {
				continue
			}
			if keepOriginals == nil {
				keep := keepsPhotoOriginals(app)
				keepOriginals = &keep
			}
			if err := resizePhoto(file, *keepOriginals); err != nil {
				return router.NewBadRequestError(err.Error(), nil)
			}
		}
	}
	return nil
}

func keepsPhotoOriginals(app core.App) bool {
	settings, err := app.FindFirstRecordByFilter("settings", "")
	return err == nil && settings.GetBool("keep_photo_originals")
}

// resizePhoto replaces the upload's content with the photo at photoMaxSide, in its own format.
func resizePhoto(file *filesystem.File, keepOriginal bool) error {
	data, err := readUpload(file)
	if err != nil {
		return fmt.Errorf("could not read %s: %w", file.OriginalName, err)
	}
	config, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || (format != "jpeg" && format != "png") {
		return nil // PocketBase's own checks (mime type) decide about the file
	}
	if config.Width*config.Height > photoMaxPixels {
		return fmt.Errorf("the photo %s is %d × %d pixels; photos of up to %d million pixels are accepted: export it smaller",
			file.OriginalName, config.Width, config.Height, photoMaxPixels/1_000_000)
	}
	if keepOriginal || max(config.Width, config.Height) <= photoMaxSide {
		return nil
	}
	photo, err := imaging.Decode(bytes.NewReader(data), imaging.AutoOrientation(true))
	if err != nil {
		return fmt.Errorf("could not read the photo %s: %w", file.OriginalName, err)
	}
	photo = imaging.Fit(photo, photoMaxSide, photoMaxSide, imaging.CatmullRom)
	var out bytes.Buffer
	encoding := imaging.JPEG
	if format == "png" {
		encoding = imaging.PNG
	}
	if err := imaging.Encode(&out, photo, encoding, imaging.JPEGQuality(photoQuality)); err != nil {
		return fmt.Errorf("could not store the photo %s: %w", file.OriginalName, err)
	}
	file.Reader = &filesystem.BytesReader{Bytes: out.Bytes()}
	file.Size = int64(out.Len())
	return nil
}

func readUpload(file *filesystem.File) ([]byte, error) {
	r, err := file.Reader.Open()
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return io.ReadAll(r)
}
