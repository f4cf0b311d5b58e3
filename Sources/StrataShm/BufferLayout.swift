import StrataPixman

/// A ``BufferDescription`` that passed the checks that need no file: the first half of
/// ``MappedBuffer/map(fd:description:limits:writable:)``. Package-visible so that the
/// fuzz target `fuzz-buffer-layout` can call the pure validation without files.
package struct BufferLayout {
    package var format: PixelFormat
    /// Byte offset of the top row in the file.
    package var offset: Int
    /// `offset + stride * height`: the file size the buffer needs.
    package var end: Int

    /// Checks `description` against `limits` in the order ``ShmBufferError`` declares
    /// its cases; throws the first failure.
    package init(validating description: BufferDescription, limits: BufferLimits) throws(ShmBufferError) {
        guard let format = PixelFormat(protocolName: description.format) else {
            throw .unknownFormat(description.format)
        }
        let width = description.width, height = description.height, stride = description.stride
        guard width > 0, height > 0 else { throw .emptyDimensions(width: width, height: height) }
        guard width <= limits.maxDimension, height <= limits.maxDimension else {
            throw .dimensionsTooLarge(width: width, height: height, limit: limits.maxDimension)
        }
        guard description.offset % 4 == 0 else { throw .misalignedOffset(description.offset) }
        guard stride % 4 == 0 else { throw .misalignedStride(stride) }

        let (rowBytes, rowOverflow) = Int(width).multipliedReportingOverflow(by: format.bytesPerPixel)
        guard !rowOverflow else { throw .sizeOverflow }
        guard Int(stride) >= rowBytes else { throw .strideTooSmall(stride: stride, minimum: rowBytes) }
        let (pixelBytes, bytesOverflow) = Int(stride).multipliedReportingOverflow(by: Int(height))
        let (end, endOverflow) = Int(description.offset).addingReportingOverflow(pixelBytes)
        guard !bytesOverflow, !endOverflow else { throw .sizeOverflow }

        let byteLimit = min(limits.maxByteCount, Int(Int32.max))
        guard pixelBytes <= byteLimit else { throw .bufferTooLarge(bytes: pixelBytes, limit: byteLimit) }

        self.format = format
        offset = Int(description.offset)
        self.end = end
    }
}
