//! Attribute lists and typed attribute values: an event's attribute list (type 6 records) and
//! the values of location group properties, with references mapped to global ids through the
//! location's mapping tables.

use crate::codec::{Cursor, DResult};
use crate::consts::{mapping, ty};
use crate::local::LocalDefs;

/// One entry of an OTF2 attribute list attached to an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Attribute {
    /// Global OTF2 attribute id.
    pub id: u32,
    /// OTF2 type of the value (`OTF2_Type`: 1 = UINT8 ... 10 = DOUBLE, 11.. = references).
    pub value_type: u8,
    /// The value's bits: integers as (sign-extended) 64-bit values, floats as IEEE bits,
    /// references as global ids.
    pub value: u64,
}

pub(crate) fn read_attribute_list(
    c: &mut Cursor<'_>,
    l: &LocalDefs,
    out: &mut Vec<Attribute>,
) -> DResult<()> {
    let len = c.record_len()?;
    let mut r = c.sub(len)?;
    let n = r.u32c()?;
    if n as usize > len {
        return Err(r.error(format!("attribute list claims {n} entries in {len} bytes")));
    }
    for _ in 0..n {
        let id = l.map32(mapping::ATTRIBUTE, r.u32c()?);
        let value_type = r.u8()?;
        let value = read_attribute_value(&mut r, value_type, l)?;
        out.push(Attribute {
            id,
            value_type,
            value,
        });
    }
    Ok(())
}

pub(crate) fn read_attribute_value(r: &mut Cursor<'_>, t: u8, l: &LocalDefs) -> DResult<u64> {
    let refmap =
        |kind: usize, r: &mut Cursor<'_>| -> DResult<u64> { Ok(l.map32(kind, r.u32c()?) as u64) };
    Ok(match t {
        ty::UINT8 => r.u8()? as u64,
        ty::INT8 => r.u8()? as i8 as i64 as u64,
        ty::UINT16 => r.u16()? as u64,
        ty::INT16 => r.u16()? as i16 as i64 as u64,
        ty::UINT32 => r.u32c()? as u64,
        ty::INT32 => r.i32c()? as i64 as u64,
        ty::UINT64 => r.u64c()?,
        ty::INT64 => r.i64c()? as u64,
        ty::FLOAT => r.f32()?.to_bits() as u64,
        ty::DOUBLE => r.f64()?.to_bits(),
        ty::STRING => refmap(mapping::STRING, r)?,
        ty::ATTRIBUTE => refmap(mapping::ATTRIBUTE, r)?,
        ty::LOCATION => l.map(mapping::LOCATION, r.u64c()?),
        ty::REGION => refmap(mapping::REGION, r)?,
        ty::GROUP => refmap(mapping::GROUP, r)?,
        ty::METRIC => refmap(mapping::METRIC, r)?,
        ty::COMM => refmap(mapping::COMM, r)?,
        ty::PARAMETER => refmap(mapping::PARAMETER, r)?,
        ty::RMA_WIN => refmap(mapping::RMA_WIN, r)?,
        ty::SOURCE_CODE_LOCATION => refmap(mapping::SOURCE_CODE_LOCATION, r)?,
        ty::CALLING_CONTEXT => refmap(mapping::CALLING_CONTEXT, r)?,
        ty::INTERRUPT_GENERATOR => refmap(mapping::INTERRUPT_GENERATOR, r)?,
        ty::IO_FILE => refmap(mapping::IO_FILE, r)?,
        ty::IO_HANDLE => refmap(mapping::IO_HANDLE, r)?,
        ty::LOCATION_GROUP => refmap(mapping::LOCATION_GROUP, r)?,
        // OTF2 reads values of unknown types as compressed 64-bit integers.
        _ => r.u64c()?,
    })
}
